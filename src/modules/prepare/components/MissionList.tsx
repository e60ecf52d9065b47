import { Link } from 'react-router-dom';
import { Tag, type TagTone } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { useQueryAsRequest } from '@/api/readThrough';
import { missionCountQuery, missionDetailQuery, missionIdsQuery } from '@/api/prepare';
import { LoadingState } from '@/components/LoadingState';
import type { FlightMission, FlightMissionDetail, ProgressState } from '@/api/schema/prepare';
import { paths } from '@/lib/paths';
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

/** Steps done of steps due and minutes reached of minutes required, as the mission's detail reports them. */
export function progressOf(detail: FlightMissionDetail) {
  return {
    done: detail.steps.filter((step) => step.state === 2).length,
    total: detail.steps.length,
    spent: Math.floor(detail.steps.reduce((sum, step) => sum + step.spentSeconds, 0) / 60),
    required: detail.requiredMinutes,
  };
}

/**
 * The user's flight missions from today on, as a backend of this shape is read: the ids
 * (GetFlightMissionIDs), then each mission's detail (GetFlightMissionDetail), all at once, each card on
 * its own, so one detail that fails shows its error and retry in its card while the others show; the
 * counts come from GetFlightMissionCount. The pilot's and the cabin crew's entry.
 */
export function MissionList() {
  const { t } = useTranslation('prepare');
  // Prefetched by the route's loader (prefetch.ts), each mission's detail as soon as the ids were in.
  const ids = useQueryAsRequest(missionIdsQuery());
  const count = useQueryAsRequest(missionCountQuery());
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
        loading={ids.loading}
        error={ids.error}
        data={ids.data}
        onRetry={() => void Promise.all([ids.reload(), count.reload()])}
        emptyText={t('missions.empty')}
      >
        {(list) => (
          <ul className={styles.list} aria-label={t('missions.listLabel')}>
            {list.map((missionId) => (
              <MissionCard key={missionId} missionId={missionId} />
            ))}
          </ul>
        )}
      </AsyncView>
    </>
  );
}

/** One mission's card: its own read of the detail, its own loading and error with a retry. */
function MissionCard({ missionId }: { missionId: string }) {
  const { t } = useTranslation('prepare');
  const detail = useQueryAsRequest(missionDetailQuery(missionId));
  if (detail.data) return <MissionItem mission={detail.data} progress={progressOf(detail.data)} />;
  if (detail.error)
    return (
      <li className={styles.card}>
        <p className={`${styles.meta} ${styles.danger}`} role="alert">
          {t('missions.cardError')} {detail.error.message}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.buttonOutline} onClick={() => void detail.reload()}>
            {t('retry', { ns: 'common' })}
          </button>
        </div>
      </li>
    );
  return <MissionPlaceholder />;
}

/**
 * While a mission's detail is on its way: a card of a loaded card's shape (title and state, four lines,
 * the actions, the pack line), so that the cards below do not jump when the detail arrives.
 */
function MissionPlaceholder() {
  const { t } = useTranslation('prepare');
  const blank = '\u00a0';
  return (
    <li className={`${styles.card} ${styles.placeholder}`}>
      <LoadingState inline className={styles.placeholderStatus} />
      <div className={styles.placeholderShape} aria-hidden="true">
        <div className={styles.cardHead}>
          <h2 className={`${styles.rowTitle} ${styles.missionTitle}`}>{blank}</h2>
          <Tag className={styles.wrap}>{blank}</Tag>
        </div>
        <p className={styles.meta}>{blank}</p>
        <p className={styles.meta}>{blank}</p>
        {/* The report line holds the countdown's tag, a little taller than text. */}
        <p className={styles.meta}>
          <Tag className={styles.wrap}>{blank}</Tag>
        </p>
        <p className={styles.meta}>{blank}</p>
        <div className={styles.actions}>
          <span className={styles.button}>{blank}</span>
        </div>
        {/* The pack line's own words: in some languages they take two lines. */}
        <div className={styles.pack}>
          <p className={styles.meta}>{t('pack.none')}</p>
          <span className={styles.buttonOutline}>{t('pack.download')}</span>
        </div>
      </div>
    </li>
  );
}

function MissionItem({
  mission,
  progress,
}: {
  mission: FlightMission;
  progress: ReturnType<typeof progressOf>;
}) {
  const { t } = useTranslation('prepare');
  const state = mission.prepareState;
  const action = state === 2 ? 'missions.review' : state === 1 ? 'missions.continue' : 'missions.start';
  return (
    <li className={styles.card} aria-label={`${mission.flightNo} ${mission.flightDate}`}>
      <div className={styles.cardHead}>
        <h2 className={`${styles.rowTitle} ${styles.missionTitle}`}>
          {mission.flightNo} · {mission.fromName} – {mission.toName}
        </h2>
        <Tag tone={STATE_TONE[state]}>{t(STATE_KEY[state])}</Tag>
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
          short
        />
      </p>
      <p className={styles.meta}>{t('missions.progress', progress)}</p>
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
