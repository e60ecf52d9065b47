import { Link } from 'react-router-dom';
import { Tag, type TagTone } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { MissionFigures } from '@/components/MissionFigures';
import { missionCountQuery, prepareFlightsQuery } from '@/api/prepare';
import type { FlightMission, PrepareFlight, ProgressState } from '@/api/schema/prepare';
import { paths } from '@/lib/paths';
import { missionStateKey, missionStateTone } from '../gate';
import { missionLink } from '../mission';
import { ReportCountdown } from './ReportCountdown';
import { PackControl } from './PackControl';
import styles from './flow.module.css';

export const STATE_TONE: Record<ProgressState, TagTone> = {
  0: 'info',
  1: 'warning',
  2: 'success',
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

/** The task list's read of the missions with their progress (GetPrepareFlight), prefetched by the route's loader. */
export function usePrepareFlights() {
  return useQuery({ ...prepareFlightsQuery(), ...LOADER_READ });
}

/**
 * A read the route loader started: when it failed, the screen shows that failure with its retry
 * rather than sending it again by itself as it opens (a failing read is never sent twice unasked).
 */
export const LOADER_READ = { retryOnMount: false } as const;

/**
 * The user's flight missions from today on with their preparation's progress and gate, in one read
 * (GetPrepareFlight, `flights`: the screen's own usePrepareFlights), and the counts
 * (GetFlightMissionCount). The pilots' and the cabin crew's entry.
 */
export function MissionList({ flights }: { flights: UseQueryResult<PrepareFlight[]> }) {
  const { t } = useTranslation('prepare');
  const count = useQuery({ ...missionCountQuery(), ...LOADER_READ });

  return (
    <>
      <MissionFigures figures={count.data} className={styles.card} />
      <AsyncView
        {...fromQuery(flights)}
        onRetry={() => void Promise.all([flights.refetch(), count.refetch()])}
        emptyText={t('missions.empty')}
      >
        {(list) => (
          <ul className={styles.list} aria-label={t('missions.listLabel')}>
            {list.map((mission) => (
              <MissionItem key={mission.missionId} mission={mission} />
            ))}
          </ul>
        )}
      </AsyncView>
    </>
  );
}

/** What a mission's card offers: to start or go on while it can be worked on, to look at it otherwise. */
function actionOf(mission: PrepareFlight) {
  const { state } = mission.prepareGate;
  if (state === 'finished') return 'missions.review' as const;
  if (state === 'suspended' || state === 'closed') return 'missions.view' as const;
  return mission.prepareState === 1 ? ('missions.continue' as const) : ('missions.start' as const);
}

function MissionItem({ mission }: { mission: PrepareFlight }) {
  const { t } = useTranslation('prepare');
  const stateKey = missionStateKey(mission);
  const progress = {
    done: mission.finishedSteps,
    total: mission.totalSteps,
    spent: mission.spentMinutes,
    required: mission.requiredMinutes,
  };
  return (
    <li className={styles.card} aria-label={`${mission.flightNo} ${mission.flightDate}`}>
      <div className={styles.cardHead}>
        <h2 className={`${styles.rowTitle} ${styles.missionTitle}`}>
          {mission.flightNo} · {mission.fromName} – {mission.toName}
        </h2>
        <Tag tone={missionStateTone(stateKey)}>{t(stateKey)}</Tag>
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
          completed={mission.prepareGate.state !== 'open' && mission.prepareGate.state !== 'unread'}
          short
        />
      </p>
      <p className={styles.meta}>{t('missions.progress', progress)}</p>
      {mission.fit === false && <p className={`${styles.meta} ${styles.danger}`}>{t('missions.notFit')}</p>}
      <div className={styles.actions}>
        <Link className={styles.button} to={missionLink(paths.prepare.flightMission, mission.missionId)}>
          {t(actionOf(mission))}
        </Link>
        <Link className={styles.buttonOutline} to={paths.prepare.personnel(mission.missionId)}>
          {t('missions.crew')}
        </Link>
      </div>
      <PackControl missionId={mission.missionId} />
    </li>
  );
}
