import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RiskFeedback, RiskFeedbackType } from '@/api/schema/flightdata';
import { useQuery } from '@tanstack/react-query';
import { riskFeedbackTypesQuery, riskQuery, sendRiskFeedback } from '@/api/flightdata';
import { queryClient } from '@/api/queryClient';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Field } from '@/components/Field';
import { FormError, SubmitButton } from '@/components/Form';
import { sendFailureText, useSubmit } from '@/api/useSubmit';
import { useDraft } from '@/stores/drafts';
import { paths } from '@/lib/paths';
import { missionLink, useMissionId } from '../mission';
import { refusalText } from '@/api/refusals';
import { useStepGate, writeOffered } from '../gate';
import { refreshMissionState } from '../records';
import { StepPage } from '../components/StepPage';
import { ReadingSection } from '../components/ReadingSection';
import styles from '../components/ReadingCard.module.css';

const MIN_LENGTH = 5;
const MAX_LENGTH = 500;

/**
 * Feedback on a risk: a kind and a text, kept as a draft until the backend accepts it (reload, network
 * failure, expired session), sent once per tap. Offered where the backend's gate takes it.
 */
export default function RiskFeedbackPage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const id = useParams().id ?? '';
  // Offered where the backend's gate takes it; steps that could not be read leave it offered (the
  // backend then refuses and says why).
  const offered = writeOffered(useStepGate('risk'), { afterFinish: true });
  const risk = useQuery({ ...riskQuery(id), enabled: Boolean(id) });
  const types = useQuery(riskFeedbackTypesQuery());
  const draft = useDraft(id ? `prepare.riskFeedback:${id}` : null, { typeId: '', content: '' });
  const submit = useSubmit();
  const [sent, setSent] = useState<RiskFeedback | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isBusy()) return;
    const content = draft.value.content.trim();
    if (!draft.value.typeId) {
      submit.setError(t('reading.risk.chooseType'));
      return;
    }
    if (content.length < MIN_LENGTH) {
      submit.setError(t('reading.risk.tooShort', { min: MIN_LENGTH }));
      return;
    }
    const outcome = await submit.run(() =>
      sendRiskFeedback({ riskId: id, typeId: draft.value.typeId, content }),
    );
    if (!outcome) return;
    if (outcome.ok) {
      draft.discard();
      setSent(outcome.data);
      void queryClient.invalidateQueries({ queryKey: riskQuery(id).queryKey });
    } else {
      submit.setError(refusalText(outcome.error) ?? sendFailureText(outcome.error));
      void refreshMissionState();
    }
  };

  return (
    <StepPage step="risk">
      <div className={styles.content}>
        {/* The risk read failing says so, with a retry, rather than leaving the screen blank. */}
        <AsyncView {...fromQuery(risk)}>
          {(detail) => <ReadingSection title={detail.title}>{detail.description}</ReadingSection>}
        </AsyncView>
        {sent && (
          <div role="status" className={styles.success}>
            {t('reading.risk.feedbackSent', { type: sent.typeName })}{' '}
            <Link to={missionLink(paths.prepare.riskDetail(id), missionId)}>
              {t('reading.risk.backToRisk')}
            </Link>
          </div>
        )}
        {offered && !sent && (
          <ReadingSection title={t('screens.riskFeedback')}>
            <AsyncView {...fromQuery(types)}>
              {(list: RiskFeedbackType[]) => (
                <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
                  {draft.restored && <p className={styles.muted}>{t('reading.draftRestored')}</p>}
                  <fieldset className={styles.choices}>
                    <legend>{t('reading.risk.feedbackType')}</legend>
                    {list.map((type) => (
                      <label key={type.id} className={styles.choice}>
                        <input
                          type="radio"
                          name="feedback-type"
                          value={type.id}
                          checked={draft.value.typeId === type.id}
                          onChange={() => draft.set((previous) => ({ ...previous, typeId: type.id }))}
                        />
                        {type.name}
                      </label>
                    ))}
                  </fieldset>
                  <Field
                    type="textarea"
                    rows={5}
                    label={t('reading.risk.feedbackContent')}
                    placeholder={t('reading.risk.feedbackPlaceholder', { min: MIN_LENGTH, max: MAX_LENGTH })}
                    value={draft.value.content}
                    maxLength={MAX_LENGTH}
                    onChange={(content) => draft.set((previous) => ({ ...previous, content }))}
                    message={t('reading.count', { count: draft.value.content.length, max: MAX_LENGTH })}
                  />
                  <FormError message={submit.error} />
                  <SubmitButton
                    pending={submit.pending}
                    label={t('reading.risk.sendFeedback')}
                    pendingLabel={t('reading.sending')}
                  />
                </form>
              )}
            </AsyncView>
          </ReadingSection>
        )}
      </div>
    </StepPage>
  );
}
