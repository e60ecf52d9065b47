import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useRequest } from '@/api/useRequest';
import type { FlightMission, PrepareFlight, ProgressState } from '@/api/schema/prepare';
import { paths } from '@/lib/paths';
import { fetchMissionCount, fetchMissions, fetchPrepareFlights } from '../api';
import { missionLink } from '../mission';
import { ReportCountdown } from './ReportCountdown';
import { PackControl } from './PackControl';
import styles from './flow.module.css';

export const STATE_TONE: Record<ProgressState, string> = {
  0: styles.info ?? '',
  1: styles.warning ?? '',
  2: styles.success ?? '',
};

export const STATE_KEY = {
  0: 'state.notStarted',
  1: 'state.inProgress',
  2: 'state.completed',
} as const satisfies Record<ProgressState, string>;

/** Once the flight is off (or cancelled), a passed report time is no longer a preparation to chase. */
export const flightGone = (status: FlightMission['flightStatus']) =>
  status === 'departed' || status === 'arrived' || status === 'cancelled' || status === 'diverted';

/** "08:30" of an ISO time with its airport's offset (the clock at that airport). */
export const clock = (iso: string) => iso.slice(11, 16);

/**
 * The user's flight missions from today on (GetFlightMission) with their preparation progress
 * (GetPrepareFlight) and counts (GetFlightMissionCount): the pilot's and the cabin crew's entry.
 */
export function MissionList() {
  const { t } = useTranslation('prepare');
  const missions = useRequest((signal) => fetchMissions({ signal }), []);
  const progress = useRequest((signal) => fetchPrepareFlights({ signal }), []);
  const count = useRequest((signal) => fetchMissionCount({ signal }), []);
  const byId = new Map((progress.data ?? []).map((p) => [p.missionId, p]));
  const figures = count.data;

  return (
    <>
      <dl className={`${styles.card} ${styles.figures}`}>
        <div>
          <dt>{t('missions.today')}</dt>
          <dd>{figures?.today ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('missions.tomorrow')}</dt>
          <dd>{figures?.tomorrow ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('missions.unprepared')}</dt>
          <dd>{figures?.unprepared ?? '–'}</dd>
        </div>
      </dl>
      <AsyncView
        loading={missions.loading}
        error={missions.error}
        data={missions.data}
        onRetry={() => void Promise.all([missions.reload(), progress.reload(), count.reload()])}
        emptyText={t('missions.empty')}
      >
        {(list) => (
          <ul className={styles.list} aria-label={t('missions.listLabel')}>
            {list.map((mission) => (
              <MissionItem key={mission.missionId} mission={mission} progress={byId.get(mission.missionId)} />
            ))}
          </ul>
        )}
      </AsyncView>
    </>
  );
}

function MissionItem({ mission, progress }: { mission: FlightMission; progress?: PrepareFlight }) {
  const { t } = useTranslation('prepare');
  const state = mission.prepareState;
  const action = state === 2 ? 'missions.review' : state === 1 ? 'missions.continue' : 'missions.start';
  return (
    <li className={styles.card} aria-label={`${mission.flightNo} ${mission.flightDate}`}>
      <div className={styles.cardHead}>
        <h2 className={styles.rowTitle}>
          {mission.flightNo} · {mission.fromName} – {mission.toName}
        </h2>
        <span className={`${styles.tag} ${STATE_TONE[state]}`}>{t(STATE_KEY[state])}</span>
      </div>
      <p className={styles.meta}>
        {mission.flightDate} · {t(`duty.${mission.duty}`)} · {mission.aircraftType} {mission.registration}
      </p>
      <p className={styles.meta}>
        {t('missions.times', {
          departure: clock(mission.plannedDeparture),
          arrival: clock(mission.plannedArrival),
        })}
      </p>
      <p className={styles.meta}>
        {t('report.label')} {clock(mission.reportTime)}{' '}
        <ReportCountdown
          reportTime={mission.reportTime}
          completed={state === 2 || flightGone(mission.flightStatus)}
        />
      </p>
      {progress && (
        <p className={styles.meta}>
          {t('missions.progress', {
            done: progress.finishedSteps,
            total: progress.totalSteps,
            spent: progress.spentMinutes,
            required: progress.requiredMinutes,
          })}
        </p>
      )}
      {mission.fit === false && <p className={`${styles.meta} ${styles.danger}`}>{t('missions.notFit')}</p>}
      <div className={styles.actions}>
        <Link className={styles.button} to={missionLink(paths.prepare.flightMission, mission.missionId)}>
          {t(action)}
        </Link>
        <Link className={styles.buttonOutline} to={paths.prepare.personnel(mission.missionId)}>
          {t('missions.crew')}
        </Link>
      </div>
      <PackControl missionId={mission.missionId} />
    </li>
  );
}
