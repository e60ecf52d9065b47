import type { FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RiskReport } from '@/api/schema/flightdata';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Field } from '@/components/Field';
import { FormError, SubmitButton } from '@/components/Form';
import { sendFailureText, useSubmit } from '@/api/useSubmit';
import { beijingDateTimeOf } from '@/lib/beijing';
import { useDraft } from '@/stores/drafts';
import { confirmRiskReport, riskReportQuery } from '@/api/flightdata';
import { queryClient } from '@/api/queryClient';
import { refusalText } from '@/api/refusals';
import { useStepGate, writeOffered } from '../gate';
import { refreshMissionState } from '../records';
import { StepPage } from '../components/StepPage';
import { FlightTimeWindows } from '../components/FlightTimeWindows';
import { Facts } from '@/components/Facts';
import { ReadingSection } from '../components/ReadingSection';
import { RiskLevelTag } from '../components/RiskLevelTag';
import styles from '../components/ReadingCard.module.css';

const MAX_NOTE = 500;

/**
 * The risk report: the user's 30- and 90-day flight time against the limits, and the confirmation with
 * a note (a draft until the backend records it; one request per tap). Offered where the gate takes it.
 */
export default function RiskReportPage() {
  const { t } = useTranslation('prepare');
  const id = useParams().id ?? '';
  const offered = writeOffered(useStepGate('risk'), { afterFinish: true });
  const report = useQuery({ ...riskReportQuery(id), enabled: id !== '', refetchOnMount: 'always' });
  const draft = useDraft(id ? `prepare.riskReport:${id}` : null, '');
  const submit = useSubmit();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await submit.run(() => confirmRiskReport(id, draft.value.trim()));
    if (!outcome) return;
    if (outcome.ok) {
      draft.discard();
      queryClient.setQueryData(riskReportQuery(id).queryKey, outcome.data);
    } else {
      // Refused by the gate (not fit, notices, closed): its words, and the screen shows the way out.
      submit.setError(refusalText(outcome.error) ?? sendFailureText(outcome.error));
      void refreshMissionState();
    }
  };

  return (
    <StepPage step="risk">
      <div className={styles.content}>
        <AsyncView {...fromQuery(report)}>
          {(data: RiskReport) => (
            <>
              <ReadingSection title={t('reading.risk.windows')} aside={<RiskLevelTag level={data.level} />}>
                <Facts items={[{ key: 'crew', label: t('reading.risk.crewName'), value: data.crewName }]} />
                <FlightTimeWindows windows={data.windows} />
              </ReadingSection>
              {data.reported ? (
                <ReadingSection title={t('screens.riskReport')}>
                  <div role="status" className={styles.success}>
                    {t('reading.risk.reportedAt', { time: beijingDateTimeOf(data.reportedAt) })}
                  </div>
                  {data.note && <p className={styles.text}>{data.note}</p>}
                </ReadingSection>
              ) : (
                offered && (
                  <ReadingSection title={t('screens.riskReport')}>
                    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
                      {draft.restored && <p className={styles.muted}>{t('reading.draftRestored')}</p>}
                      <Field
                        type="textarea"
                        rows={4}
                        label={t('reading.risk.note')}
                        placeholder={t('reading.risk.notePlaceholder')}
                        value={draft.value}
                        maxLength={MAX_NOTE}
                        onChange={(value) => draft.set(value)}
                        message={t('reading.count', { count: draft.value.length, max: MAX_NOTE })}
                      />
                      <FormError message={submit.error} />
                      <SubmitButton
                        pending={submit.pending}
                        label={t('reading.risk.confirmReport')}
                        pendingLabel={t('reading.sending')}
                      />
                    </form>
                  </ReadingSection>
                )
              )}
            </>
          )}
        </AsyncView>
      </div>
    </StepPage>
  );
}
