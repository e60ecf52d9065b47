import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Facts } from '@/components/Facts';
import { Tag } from '@/components/Tag';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { EmptyResult } from '@/components/EmptyResult';
import { FormError } from '@/components/Form';
import { refusalText } from '@/api/refusals';
import { REFUSAL } from '@/api/schema/codes';
import { missionDetailQuery, missionNoticesQuery, preRecordQuery, finishPreparation } from '@/api/prepare';
import { queryClient } from '@/api/queryClient';
import { sendFailureText, useSubmit } from '@/api/useSubmit';
import type { PrepareStep, PrepareStepKey } from '@/api/schema/prepare';
import { paths } from '@/lib/paths';
import { useFormatDuration } from '@/i18n/useDuration';
import { Page } from '@/shell/Page';
import { showAlert, showToast } from '@/stores/feedback';
import { isPilot, useSessionStore } from '@/stores/session';
import { diff, readSeen, snapshot, writeSeen, type Change } from '../changes';
import { missionStateKey, missionStateTone, useMissionSteps } from '../gate';
import { missionLink, useMissionId } from '../mission';
import { refreshMissionState } from '../records';
import { firstUnread } from '../notices';
import { Briefing } from '../components/Briefing';
import { Contacts } from '../components/Contacts';
import { GateNotice } from '../components/GateNotice';
import { clock, flightGone, LOADER_READ, STATE_KEY, STATE_TONE } from '../components/MissionList';
import { PackControl } from '../components/PackControl';
import { ReportCountdown } from '../components/ReportCountdown';
import styles from '../components/flow.module.css';
import home from './FlightMissionPage.module.css';

/** The screen each step of the backend opens. */
const STEP_SCREEN: Record<PrepareStepKey, string> = {
  health: paths.prepare.health,
  notice: paths.prepare.importantNotice,
  route: paths.prepare.routeData,
  plane: paths.prepare.planeInfo,
  airport: paths.prepare.airportInfo,
  weather: paths.prepare.weather,
  risk: paths.prepare.risk,
  exam: paths.prepare.examination,
  cabin: paths.prepare.vip,
};

type MoreKey =
  | 'routeFeature'
  | 'routeData'
  | 'planeInfo'
  | 'mel'
  | 'airportInfo'
  | 'sailNotice'
  | 'weather'
  | 'safeNotice'
  | 'operationNotice'
  | 'importantNotice'
  | 'risk'
  | 'result'
  | 'scheduling'
  | 'news'
  | 'vip'
  | 'message';
const MORE: MoreKey[] = [
  'routeFeature',
  'routeData',
  'planeInfo',
  'mel',
  'airportInfo',
  'sailNotice',
  'weather',
  'importantNotice',
  'safeNotice',
  'operationNotice',
  'risk',
  'result',
  'scheduling',
  'news',
];
/** VIP, special-service, rank and security screens are the cabin crew's only (§6). */
const CABIN_MORE: MoreKey[] = ['vip', 'message'];

/**
 * /Prepare/FlightMission — the preparation home of one mission: the flight, what changed since the user
 * last looked, the steps in the backend's order with their state and time, the minutes reached against
 * the minutes required, every reading screen, and the finish.
 */
export default function FlightMissionPage() {
  const { t } = useTranslation('prepare');
  const navigate = useNavigate();
  const missionId = useMissionId();
  const auth = useSessionStore((s) => s.auth);
  const pilot = isPilot(auth);
  const format = useFormatDuration();

  // Asked again on every visit, behind what is shown: coming back from a step, its time and state
  // have moved (the step record's answer refreshes them once more, records.ts).
  const everyVisit = { enabled: missionId !== '', refetchOnMount: 'always', ...LOADER_READ } as const;
  const detail = useQuery({ ...missionDetailQuery(missionId), ...everyVisit });
  const steps = useMissionSteps(missionId);
  const record = useQuery({ ...preRecordQuery(missionId), ...everyVisit });
  const notices = useQuery({ ...missionNoticesQuery(missionId), ...everyVisit });
  const finish = useSubmit();

  // What changed since the last visit: compared once per visit, then this visit becomes the reference.
  const [changes, setChanges] = useState<{ missionId: string; list: Change[] | null } | null>(null);
  useEffect(() => {
    if (!auth || !detail.data || !notices.data || detail.data.missionId !== missionId) return;
    // This visit's answers, not those kept from the last one (with no network: the kept ones).
    if (detail.isFetching || notices.isFetching) return;
    if (changes?.missionId === missionId) return;
    const now = snapshot(detail.data, notices.data);
    const before = readSeen(auth.userId, missionId);
    writeSeen(auth.userId, missionId, now);
    setChanges({ missionId, list: before ? diff(before, now, notices.data) : null });
  }, [auth, detail.data, detail.isFetching, notices.data, notices.isFetching, missionId, changes]);

  // Read when the user has closed the alert, not when the step was tapped: the notices may have
  // arrived in between.
  const latestNotices = useRef(notices.data);
  latestNotices.current = notices.data;

  if (!missionId) {
    return (
      <Page header={{ left: ['back'], right: ['home'] }}>
        <EmptyResult title={false} text={t('step.noMission')}>
          <Link className={styles.button} to={paths.prepare.entry}>
            {t('step.toTasks')}
          </Link>
        </EmptyResult>
      </Page>
    );
  }

  // A write of the preparation (a declaration, the exam, a step) made the mission's gate and record old
  // (records.ts): while they are asked again, the finish (or why not) waits for this visit's answer
  // instead of showing the old one. (`isFetching` read here: the page draws again when each comes.)
  const gateOld =
    (detail.isFetching || record.isFetching) &&
    [missionDetailQuery(missionId), preRecordQuery(missionId)].some(
      (read) => queryClient.getQueryState(read.queryKey)?.isInvalidated === true,
    );
  const shownSteps = (steps.data ?? detail.data?.steps ?? []).filter((s) => !pilot || s.stepId !== 'cabin');
  const finished = record.data?.finished ?? false;

  /** §5: unread notices must be read before the next step; the first unread one opens. */
  const enter = (step: PrepareStep) => (event: MouseEvent) => {
    if (step.blockedCode !== REFUSAL.unreadNotices) return;
    event.preventDefault();
    void showAlert({ content: t('step.unread') }).then(() => {
      const unread = firstUnread(latestNotices.current);
      navigate(
        unread
          ? missionLink(paths.prepare.importantNoticeDetail(unread.noticeId), missionId)
          : missionLink(paths.prepare.importantNotice, missionId),
      );
    });
  };

  const onFinish = async () => {
    const outcome = await finish.run(() => finishPreparation(missionId));
    if (!outcome) return;
    if (outcome.ok) {
      showToast(t('home.finished', { time: outcome.data.finishedAt ?? '' }));
    } else {
      // The backend's figures and steps, in the user's words: the minutes it asks, the steps not begun.
      const open = shownSteps
        .filter((step) => step.state === 0 && !['health', 'notice', 'exam'].includes(step.stepId))
        .map((step) => t(`stepName.${step.stepId}`))
        .join(t('gate.joiner'));
      finish.setError(
        refusalText(outcome.error, { count: record.data?.requiredMinutes, steps: open }) ??
          sendFailureText(outcome.error),
      );
    }
    void refreshMissionState();
  };

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <AsyncView {...fromQuery(detail)}>
        {(mission) => {
          const gate = mission.prepareGate;
          const gateShut = gate.state === 'suspended' || gate.state === 'closed' || gate.state === 'unread';
          return (
            <>
              <section className={styles.card} aria-labelledby="mission-title">
                <div className={styles.cardHead}>
                  <h2 id="mission-title">
                    {mission.flightNo} · {mission.fromName} – {mission.toName}
                  </h2>
                  <Tag tone={missionStateTone(missionStateKey(mission))}>{t(missionStateKey(mission))}</Tag>
                </div>
                <Facts
                  layout="grid"
                  items={[
                    { key: 'date', label: t('home.date'), value: mission.flightDate },
                    {
                      key: 'departure',
                      label: t('home.departure'),
                      value: `${mission.from} ${clock(mission.plannedDeparture)}`,
                    },
                    {
                      key: 'arrival',
                      label: t('home.arrival'),
                      value: `${mission.to} ${clock(mission.plannedArrival)}`,
                    },
                    {
                      key: 'aircraft',
                      label: t('home.aircraft'),
                      value: `${mission.aircraftType} ${mission.registration}`,
                    },
                    {
                      key: 'gate',
                      label: t('home.gate'),
                      value: `${mission.gate || '–'} / ${mission.stand || '–'}`,
                    },
                    { key: 'duty', label: t('home.duty'), value: t(`duty.${mission.duty}`) },
                    {
                      key: 'report',
                      label: t('report.label'),
                      value: (
                        <>
                          {clock(mission.reportTime)}{' '}
                          <ReportCountdown
                            reportTime={mission.reportTime}
                            completed={finished || flightGone(mission.flightStatus)}
                          />
                        </>
                      ),
                    },
                  ]}
                />
                <div className={styles.actions}>
                  <Link className={styles.buttonOutline} to={paths.prepare.personnel(missionId)}>
                    {t('home.crew', { count: mission.crew.length })}
                  </Link>
                </div>
                <PackControl missionId={missionId} />
              </section>

              {changes?.missionId === missionId && (
                <section className={styles.card} aria-labelledby="changes-title">
                  <h2 id="changes-title">{t('home.changesTitle')}</h2>
                  {changes.list === null ? (
                    <p className={styles.meta}>{t('home.firstVisit')}</p>
                  ) : changes.list.length === 0 ? (
                    <p className={styles.meta}>{t('home.changesNone')}</p>
                  ) : (
                    <ul className={home.changes}>
                      {changes.list.map((change, i) => (
                        <li key={i}>
                          {change.kind === 'notice'
                            ? t('home.changed.notice', { title: change.title })
                            : t(`home.changed.${change.kind}`, { from: change.from, to: change.to })}
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              )}

              <section className={styles.card} aria-labelledby="minutes-title">
                <h2 id="minutes-title">{t('home.minutesLabel')}</h2>
                {record.data && (
                  <>
                    <p>
                      {t('home.minutes', {
                        spent: record.data.spentMinutes,
                        required: record.data.requiredMinutes,
                      })}
                    </p>
                    <progress
                      className={home.progress}
                      max={record.data.requiredMinutes}
                      value={Math.min(record.data.spentMinutes, record.data.requiredMinutes)}
                      aria-label={t('home.minutesLabel')}
                    />
                    {record.data.unreadNotices > 0 && (
                      <p className={`${styles.meta} ${styles.warning}`}>
                        {t('home.unreadCount', { count: record.data.unreadNotices })}
                      </p>
                    )}
                  </>
                )}
              </section>

              <h2 className={styles.group}>{t('home.stepsLabel')}</h2>
              <ol className={styles.list} aria-label={t('home.stepsLabel')}>
                {shownSteps.map((step) => (
                  <li key={step.stepId}>
                    <Link
                      className={styles.row}
                      to={missionLink(STEP_SCREEN[step.stepId], missionId)}
                      onClick={enter(step)}
                    >
                      <span className={home.stepNo}>{step.stepNo}</span>
                      <div className={styles.rowMain}>
                        <p className={styles.rowTitle}>{t(`stepName.${step.stepId}`)}</p>
                        <p className={styles.meta}>
                          {t('home.stepTime', { time: format(Math.floor(step.spentSeconds / 60)) })}
                          {step.blockedCode === REFUSAL.unreadNotices && ` · ${t('home.blocked')}`}
                        </p>
                      </div>
                      {/* A suspended step says so, whatever it reached before the declaration. */}
                      {step.suspended ? (
                        <Tag tone="danger">{t('state.suspended')}</Tag>
                      ) : (
                        <Tag tone={STATE_TONE[step.state]}>{t(STATE_KEY[step.state])}</Tag>
                      )}
                    </Link>
                  </li>
                ))}
              </ol>

              <section className={styles.card} aria-busy={gateOld}>
                {gateOld ? null : finished ? (
                  <p role="status" className={styles.success}>
                    {t('home.finished', { time: record.data?.finishedAt ?? '' })}
                  </p>
                ) : gateShut ? (
                  // Suspended, closed at departure or notices unread: why, and the way out; no finish.
                  <GateNotice code={gate.code} missionId={missionId} fallback={gate.reason} />
                ) : (
                  <>
                    <button
                      type="button"
                      className={`${styles.button} ${home.finish}`}
                      disabled={finish.pending}
                      aria-busy={finish.pending}
                      onClick={() => void onFinish()}
                    >
                      {finish.pending ? t('home.finishing') : t('home.finish')}
                    </button>
                    <FormError message={finish.error} />
                  </>
                )}
              </section>

              <Briefing missionId={missionId} />

              <section className={styles.card}>
                <Contacts missionId={missionId} />
              </section>

              <h2 className={styles.group}>{t('home.more')}</h2>
              <ul className={home.more}>
                {[...MORE, ...(pilot ? [] : CABIN_MORE)].map((key) => (
                  <li key={key}>
                    <Link to={missionLink(paths.prepare[key], missionId)}>{t(`screens.${key}`)}</Link>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </AsyncView>
    </Page>
  );
}
