import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AsyncView } from '@/components/AsyncView';
import { Icon } from '@/components/Icon';
import { MissionFigures } from '@/components/MissionFigures';
import { useQuery } from '@tanstack/react-query';
import { missionCountQuery, missionsQuery } from '@/api/prepare';
import { beijingDay } from '@/lib/beijing';
import { paths } from '@/lib/paths';
import { airportClock, PROGRESS_TONE } from '../status';
import { HomeSection } from './HomeSection';
import { LinkList, LinkRow } from './LinkRow';
import { Tag } from '@/components/Tag';
import styles from './MissionsCard.module.css';

/** How many of today's missions to hold room for before their count is known. */
const TYPICAL_DAY = 2;

/**
 * While today's missions load, the room of as many rows as the count says (rows shaped as a mission's:
 * the title's two lines, its summary and times, a tag), unseen, under the loading indicator; so the
 * entries below stay put when the list arrives, whatever the language, the fonts and the text size.
 */
function RoomOfRows({ count }: { count: number }) {
  const { t } = useTranslation('home');
  // The times line and the tag as a mission's, with their words, and the arrow of a link: the times wrap
  // where theirs do (English takes two lines beside "Not prepared").
  const times = t('missions.times', { report: '00:00', departure: '00:00', arrival: '00:00' });
  const rows = Array.from({ length: count }, (_, index) => (
    <LinkRow
      key={index}
      title={'\u00a0'}
      twoLineTitle
      meta={times}
      summary={'\u00a0'}
      aside={<Tag tone="neutral">{t('prepareState.0')}</Tag>}
      to={paths.prepare.entry}
    />
  ));
  return (
    <div className={styles.room} aria-hidden="true" inert>
      <LinkList>{rows}</LinkList>
    </div>
  );
}

/** Today's flight missions, their counts and the one-tap entry into online preparation. */
export const MissionsCard = memo(function MissionsCard() {
  const { t } = useTranslation('home');
  const count = useQuery(missionCountQuery());
  const missions = useQuery(missionsQuery({ date: beijingDay() }));
  const figures = count.data;
  const waiting = missions.isPending;
  // A failed refresh keeps the answer on screen (the shell marks its time): the error only with nothing to show.
  const failure = missions.data === undefined ? (missions.error ?? count.error ?? undefined) : undefined;
  return (
    <HomeSection id="missions" title={t('missions.title')}>
      <MissionFigures figures={figures} className={styles.figures} />
      <div className={styles.slot}>
        {waiting && <RoomOfRows count={figures?.today ?? TYPICAL_DAY} />}
        <AsyncView
          loading={missions.isPending}
          error={failure}
          data={missions.data}
          onRetry={() => void Promise.all([count.refetch(), missions.refetch()])}
          emptyTitle={false}
          emptyText={t('missions.empty')}
        >
          {(list) => (
            <LinkList label={t('missions.listLabel')}>
              {list.map((mission) => (
                <LinkRow
                  key={mission.missionId}
                  twoLineTitle
                  to={paths.dynamics.details({ flightId: mission.flightId })}
                  title={`${mission.flightNo}  ${mission.fromName} – ${mission.toName}`}
                  meta={t('missions.times', {
                    report: airportClock(mission.reportTime),
                    departure: airportClock(mission.plannedDeparture),
                    arrival: airportClock(mission.plannedArrival),
                  })}
                  summary={`${t(`duty.${mission.duty}`)} · ${mission.aircraftType} ${mission.registration}`}
                  aside={
                    // The backend's gate first: a suspended or closed preparation says so here too.
                    mission.prepareGate.state === 'suspended' || mission.prepareGate.state === 'closed' ? (
                      <Tag tone="danger">{t(`prepareState.${mission.prepareGate.state}`)}</Tag>
                    ) : (
                      <Tag tone={PROGRESS_TONE[mission.prepareState]}>
                        {t(`prepareState.${mission.prepareState}`)}
                      </Tag>
                    )
                  }
                />
              ))}
            </LinkList>
          )}
        </AsyncView>
      </div>
      <Link to={paths.prepare.entry} className={styles.prepare}>
        <Icon name="check" size={40} />
        {figures && figures.unprepared > 0
          ? t('missions.prepareCount', { count: figures.unprepared })
          : t('missions.prepare')}
      </Link>
    </HomeSection>
  );
});
