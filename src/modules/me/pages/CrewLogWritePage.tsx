import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Field } from '@/components/Field';
import { FormError, SubmitButton } from '@/components/Form';
import { Segmented } from '@/components/Segmented';
import type { CrewLog, CrewLogFlight, CrewLogInput, CrewLogRole } from '@/api/schema/crewlog';
import { useQuery } from '@tanstack/react-query';
import { crewLogFlightsQuery, crewLogQuery } from '@/api/crewlog';
import { queryClient } from '@/api/queryClient';
import { sendOrQueue } from '@/api/writes';
import { useSubmit } from '@/api/useSubmit';
import { useFormatDuration } from '@/i18n/useDuration';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useDraft } from '@/stores/drafts';
import { showToast } from '@/stores/feedback';
import { Facts } from '@/components/Facts';
import { Card, ui } from '../components/Ui';
import { crewLogProblem, type CrewLogForm } from '../lib/crewlog';
import { readClockTime } from '@/lib/clockTime';
import styles from './CrewLogWritePage.module.css';

type TimeKey = 'blockOffTime' | 'takeOffTime' | 'landingTime' | 'blockOnTime';

/** Writes or edits the log of one flown sector (`?flightId=`). */
export default function CrewLogWritePage() {
  const { t } = useTranslation('me');
  const flightId = useSearchParams()[0].get('flightId') ?? '';
  const log = useQuery({ ...crewLogQuery(flightId), enabled: flightId !== '' });
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(log)} loading={log.isLoading} emptyText={t('common.notFound')}>
        {/* The log kept on the phone is drawn at once; when the backend's answer holds a newer save
            (made since, here or elsewhere), the form starts again from it: what was typed stays a draft. */}
        {(data) => <CrewLogEditor key={`${data.flightId}@${data.updatedAt ?? 'new'}`} log={data} />}
      </AsyncView>
    </Page>
  );
}

const toForm = (log: CrewLog): CrewLogForm => ({
  blockOffTime: log.blockOffTime,
  takeOffTime: log.takeOffTime,
  landingTime: log.landingTime,
  blockOnTime: log.blockOnTime,
  role: log.role,
  landings: String(log.landings),
  nightMinutes: String(log.nightMinutes),
  instrumentMinutes: String(log.instrumentMinutes),
  remarks: log.remarks,
});

/**
 * The form, opened with the backend's saved log or its template from the flight times. What is typed
 * is kept per flight (reload, network error, signing in again) until the backend accepts it; one tap
 * sends one request.
 */
function CrewLogEditor({ log }: { log: CrewLog }) {
  const { t } = useTranslation('me');
  const navigate = useNavigate();
  const location = useLocation();
  const duration = useFormatDuration();
  const draft = useDraft<CrewLogForm>(`me.crewlog:${log.flightId}`, toForm(log));
  const submit = useSubmit();
  const [problem, setProblem] = useState<string>();
  /** The time fields the user has left: only they say they are wrong. */
  const [left, setLeft] = useState<TimeKey[]>([]);
  const value = draft.value;
  const pilotRoles: CrewLogRole[] = ['PF', 'PM'];
  const isPilot = log.role !== 'CA';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = crewLogProblem(value);
    setProblem(found ? t(`crewLog.${found}`) : undefined);
    if (found) return;
    // crewLogProblem has read each as a time of day: "1642" is sent as 16:42.
    const clock = (typed: string) => readClockTime(typed) ?? typed;
    const input: CrewLogInput = {
      flightId: log.flightId,
      blockOffTime: clock(value.blockOffTime),
      takeOffTime: clock(value.takeOffTime),
      landingTime: clock(value.landingTime),
      blockOnTime: clock(value.blockOnTime),
      role: value.role,
      landings: Number(value.landings) || 0,
      nightMinutes: Number(value.nightMinutes) || 0,
      instrumentMinutes: Number(value.instrumentMinutes) || 0,
      remarks: value.remarks.trim(),
    };
    // With no network it waits in the queue of records made offline (api/writes) and is sent once the
    // network is back; `sent: false` means it waits.
    const outcome = await submit.run(() => sendOrQueue('crewLog', input));
    if (!outcome?.ok) return;
    if (outcome.data.sent) {
      // What the backend now holds, shown at once: the log, and the flight marked as logged in the list.
      queryClient.setQueryData(crewLogQuery(log.flightId).queryKey, outcome.data.data);
      queryClient.setQueriesData<CrewLogFlight[]>(
        { queryKey: [crewLogFlightsQuery({}).queryKey[0]] },
        (flights) =>
          flights?.map((flight) => (flight.flightId === log.flightId ? { ...flight, logState: 1 } : flight)),
      );
    }
    // Accepted, or queued (the queue bar lists it): either way the draft is done. The list and the PF/PM
    // sums are read again once the log is answered, now or when a queued one is sent (api/writes).
    draft.discard();
    showToast(t(outcome.data.sent ? 'crewLog.saved' : 'crewLog.queued'));
    // Back where the user came from (the list, which reads again), so the next back leaves the crew
    // log instead of showing the list a second time; opened by its address, the list replaces it.
    if (location.key === 'default') navigate(paths.me.crewLog, { replace: true });
    else navigate(-1);
  };

  const set = (key: Exclude<keyof CrewLogForm, 'role'>) => (next: string) =>
    draft.set((previous) => ({ ...previous, [key]: next }));

  /**
   * A time of day typed as 24-hour HH:mm in a text field of the app's own: the browser's time field
   * follows the phone's locale (04:42 PM). On leaving it, what was typed is written as HH:mm, or said
   * to be no time of day.
   */
  const time = (key: TimeKey, label: string) => {
    const wrong = left.includes(key) && readClockTime(value[key]) === null;
    return (
      <Field
        label={label}
        value={value[key]}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('crewLog.timePlaceholder')}
        disableClear
        required
        state={wrong ? 'error' : undefined}
        message={wrong ? t('crewLog.timeFormat') : undefined}
        onChange={set(key)}
        onBlur={() => {
          const read = readClockTime(value[key]);
          if (read && read !== value[key]) set(key)(read);
          setLeft((keys) => (keys.includes(key) ? keys : [...keys, key]));
        }}
      />
    );
  };

  return (
    <>
      <Card title={`${log.flightNo} ${log.from}–${log.to}`} id="log-flight">
        <Facts
          items={[
            {
              label: t('crewLog.flight'),
              value: `${log.flightDate} · ${log.aircraftType} ${log.registration}`,
            },
            ...(log.isNew
              ? []
              : [
                  { label: t('crewLog.blockTime'), value: duration(log.blockMinutes) },
                  { label: t('crewLog.airTime'), value: duration(log.airMinutes) },
                ]),
          ]}
        />
        {log.updatedAt && <p className={ui.itemMeta}>{t('crewLog.updatedAt', { time: log.updatedAt })}</p>}
      </Card>
      {draft.restored && <p className={ui.note}>{t('common.draftRestored')}</p>}
      <form
        className={ui.form}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={t('screens.crewLogWrite')}
      >
        <p className={ui.itemMeta}>{t('crewLog.timesHint')}</p>
        <div className={styles.times}>
          {time('blockOffTime', t('crewLog.blockOff'))}
          {time('takeOffTime', t('crewLog.takeOff'))}
          {time('landingTime', t('crewLog.landing'))}
          {time('blockOnTime', t('crewLog.blockOn'))}
        </div>
        {isPilot ? (
          <Segmented<CrewLogRole>
            label={t('crewLog.role')}
            value={value.role}
            onChange={(role) => draft.set((previous) => ({ ...previous, role }))}
            options={pilotRoles.map((role) => ({ value: role, label: t(`crewLog.roles.${role}`) }))}
          />
        ) : (
          <Facts items={[{ label: t('crewLog.role'), value: t('crewLog.roles.CA') }]} />
        )}
        {isPilot && (
          <Field
            label={t('crewLog.landings')}
            type="number"
            inputMode="numeric"
            min={0}
            max={3}
            value={value.landings}
            onChange={set('landings')}
          />
        )}
        <div className={styles.times}>
          <Field
            label={t('crewLog.night')}
            type="number"
            inputMode="numeric"
            min={0}
            value={value.nightMinutes}
            onChange={set('nightMinutes')}
          />
          {isPilot && (
            <Field
              label={t('crewLog.instrument')}
              type="number"
              inputMode="numeric"
              min={0}
              value={value.instrumentMinutes}
              onChange={set('instrumentMinutes')}
            />
          )}
        </div>
        <Field
          label={t('crewLog.remarks')}
          type="textarea"
          rows={3}
          value={value.remarks}
          onChange={set('remarks')}
          maxLength={200}
        />
        <FormError message={problem ?? submit.error} />
        <SubmitButton pending={submit.pending} label={t('common.save')} pendingLabel={t('common.sending')} />
      </form>
    </>
  );
}
