import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { FormError, SubmitButton } from '@/components/Form';
import { refusalText } from '@/api/refusals';
import { healthQuery } from '@/api/prepare';
import { queryClient } from '@/api/queryClient';
import { sendFailureText, useSubmit } from '@/api/useSubmit';
import { paths } from '@/lib/paths';
import { useDraft } from '@/stores/drafts';
import { showToast } from '@/stores/feedback';
import { declareHealthOrQueue } from '../records';
import { missionLink, useMissionId } from '../mission';
import { Contacts } from '../components/Contacts';
import { StepPage } from '../components/StepPage';
import styles from '../components/flow.module.css';
import form from './HealthPage.module.css';

interface HealthDraft {
  fit: boolean | null;
  symptoms: string[];
  description: string;
}
const EMPTY: HealthDraft = { fit: null, symptoms: [], description: '' };

/**
 * /Prepare/Health — the fitness declaration (updatehealth). "Not fit" needs symptoms (choices or words),
 * suspends the later steps and is final: the screen then says what to do next and whom to call (crew
 * control, aviation medicine), and only crew control ends the suspension. "Fit" can only be followed by
 * "not fit" (feeling unwell later). What the user chose is a draft until the backend accepts it.
 */
export default function HealthPage() {
  const { t } = useTranslation('prepare');
  const missionId = useMissionId();
  const info = useQuery({ ...healthQuery(missionId), enabled: missionId !== '', refetchOnMount: 'always' });
  const draft = useDraft<HealthDraft>(missionId ? `prepare.health:${missionId}` : null, EMPTY);
  const submit = useSubmit();
  const [localError, setLocalError] = useState<string | null>(null);
  const value = draft.value;
  const descriptionLabel = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setLocalError(null);
    if (value.fit === null) return setLocalError(t('health.chooseFirst'));
    if (!value.fit && value.symptoms.length === 0 && !value.description.trim())
      return setLocalError(t('health.notFitNeedsSymptoms'));
    const outcome = await submit.run(() =>
      declareHealthOrQueue({
        missionId,
        fit: value.fit === true,
        ...(value.fit ? {} : { symptoms: value.symptoms, description: value.description.trim() }),
      }),
    );
    if (!outcome) return;
    if (outcome.ok) {
      // Accepted, or queued in IndexedDB to be sent when the network is back (the queue bar lists it).
      draft.discard();
      // The gate follows the declaration on every screen of the mission: api/writes reads the mission's
      // state (this declaration included) again once it is answered, now or when a queued one is sent.
      // An accepted one is shown at once from its answer rather than after that read.
      if (outcome.data.sent) {
        queryClient.setQueryData(healthQuery(missionId).queryKey, outcome.data.data);
        showToast(t('health.saved'));
      } else showToast(t('health.queued'));
    } else {
      // Refused as already declared (another phone, a queued declaration): the declaration is read again
      // (api/writes), and the screen shows what the backend has.
      submit.setError(refusalText(outcome.error) ?? sendFailureText(outcome.error));
    }
  };

  const toggle = (symptom: string) =>
    draft.set((previous) => ({
      ...previous,
      symptoms: previous.symptoms.includes(symptom)
        ? previous.symptoms.filter((s) => s !== symptom)
        : [...previous.symptoms, symptom],
    }));

  return (
    <StepPage step="health">
      <AsyncView {...fromQuery(info)}>
        {(health) => (
          <>
            {health.declared && (
              <section className={styles.card} aria-labelledby="health-current">
                <h2 id="health-current">{t('health.current')}</h2>
                <p className={health.fit ? styles.success : styles.danger}>
                  <strong>{health.fit ? t('status.fit') : t('status.notFit')}</strong>
                </p>
                {health.declaredAt && (
                  <p className={styles.meta}>{t('status.declaredAt', { time: health.declaredAt })}</p>
                )}
                {!health.fit && (
                  <p className={styles.meta}>
                    {t('status.symptoms', {
                      list: [...health.symptoms, health.description].filter(Boolean).join('、'),
                    })}
                  </p>
                )}
                {health.final && <p className={styles.meta}>{t('health.final')}</p>}
                {/* A declaration sent from this form and refused as final (one made meanwhile elsewhere): why. */}
                {health.final && submit.error && (
                  <p className={`${styles.meta} ${styles.danger}`} role="alert">
                    {submit.error}
                  </p>
                )}
                {health.fit === false && (
                  <div role="status" className={styles.banner}>
                    <p>{t('health.notFitNext')}</p>
                    <Contacts missionId={missionId} kinds={['crewControl', 'medical']} title="" />
                  </div>
                )}
                <div className={styles.actions}>
                  <Link
                    className={styles.buttonOutline}
                    to={missionLink(paths.prepare.flightMission, missionId)}
                  >
                    {t('step.toHome')}
                  </Link>
                </div>
              </section>
            )}
            {health.history.length > 0 && (
              <section className={styles.card} aria-labelledby="health-history">
                <h2 id="health-history">{t('health.history')}</h2>
                <ul className={styles.list}>
                  {health.history.map((entry) => (
                    <li key={entry.declaredAt} className={styles.meta}>
                      {t('health.historyEntry', {
                        declaredAt: entry.declaredAt,
                        symptoms: [...entry.symptoms, entry.description].filter(Boolean).join('、'),
                        endedAt: entry.endedAt,
                        by: entry.endedBy,
                      })}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {/* Final ("not fit", or the preparation finished): nothing more to declare here. */}
            {!health.final && (
              <HealthForm
                fitOffered={!health.declared}
                symptomOptions={health.symptomOptions}
                value={value}
                draft={draft}
                descriptionLabel={descriptionLabel}
                error={localError ?? submit.error}
                pending={submit.pending}
                onSubmit={onSubmit}
                toggle={toggle}
              />
            )}
          </>
        )}
      </AsyncView>
    </StepPage>
  );
}

/**
 * The declaration's form: fit or not fit before any declaration, only "not fit" after "fit" (the one
 * change the backend takes). "Not fit" asks for symptoms and says what it will do.
 */
function HealthForm({
  fitOffered,
  symptomOptions,
  value,
  draft,
  descriptionLabel,
  error,
  pending,
  onSubmit,
  toggle,
}: {
  fitOffered: boolean;
  symptomOptions: string[];
  value: HealthDraft;
  draft: ReturnType<typeof useDraft<HealthDraft>>;
  descriptionLabel: string;
  error: string | null;
  pending: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  toggle: (symptom: string) => void;
}) {
  const { t } = useTranslation('prepare');
  const choices = fitOffered ? ([true, false] as const) : ([false] as const);
  return (
    <form className={styles.card} onSubmit={(event) => void onSubmit(event)} noValidate>
      {draft.restored && <p className={styles.meta}>{t('health.restored')}</p>}
      {!fitOffered && <p className={styles.meta}>{t('health.fitOnlyChange')}</p>}
      <fieldset className={form.fieldset}>
        <legend>{t('health.choose')}</legend>
        <div className={form.choices}>
          {choices.map((fit) => (
            <label key={String(fit)} className={form.choice}>
              <input
                type="radio"
                name="fit"
                checked={value.fit === fit}
                onChange={() => draft.set((previous) => ({ ...previous, fit }))}
              />
              {fit ? t('health.fit') : t('health.notFit')}
            </label>
          ))}
        </div>
      </fieldset>
      {value.fit === false && (
        <>
          <p role="alert" className={styles.banner}>
            {t('health.notFitNeedsSymptoms')}
          </p>
          <fieldset className={form.fieldset}>
            <legend>{t('health.symptoms')}</legend>
            <div className={form.choices}>
              {symptomOptions.map((symptom) => (
                <label key={symptom} className={form.choice}>
                  <input
                    type="checkbox"
                    checked={value.symptoms.includes(symptom)}
                    onChange={() => toggle(symptom)}
                  />
                  {symptom}
                </label>
              ))}
            </div>
          </fieldset>
          <label className={form.textLabel}>
            {/* Named by the words alone: a wrapping label would add the typed text to the name. */}
            <span id={descriptionLabel}>{t('health.description')}</span>
            <textarea
              aria-labelledby={descriptionLabel}
              className={form.textarea}
              rows={3}
              maxLength={500}
              placeholder={t('health.descriptionHint')}
              value={value.description}
              onChange={(event) =>
                draft.set((previous) => ({ ...previous, description: event.target.value }))
              }
            />
          </label>
        </>
      )}
      <FormError message={error} />
      <SubmitButton pending={pending} label={t('health.submit')} pendingLabel={t('health.submitting')} />
    </form>
  );
}
