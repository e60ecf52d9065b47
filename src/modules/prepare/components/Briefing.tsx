import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { crewPreparationQuery, preConditionsQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Tag } from '@/components/Tag';
import { paths } from '@/lib/paths';
import { clock } from './MissionList';
import styles from './flow.module.css';

/**
 * The mission's pre-flight conditions and crew briefing (GetAllPreCondit): when and where the briefing
 * is, who leads it, report, release, aircraft and boarding in the order they come; and how many of the
 * crew have finished their preparation (PreConditonCrewList), with the way to who has what open.
 */
export function Briefing({ missionId }: { missionId: string }) {
  const { t } = useTranslation('prepare');
  // Both move as the day goes (briefing items done, crew members finishing): asked again each visit.
  const conditions = useQuery({ ...preConditionsQuery(missionId), refetchOnMount: 'always' });
  const crew = useQuery({ ...crewPreparationQuery(missionId), refetchOnMount: 'always' });
  return (
    <section className={styles.card} aria-labelledby="briefing-title">
      <h2 id="briefing-title">{t('briefing.title')}</h2>
      <AsyncView {...fromQuery(conditions)} data={conditions.data?.[0]}>
        {(briefing) => (
          <>
            <p>
              {t('briefing.meeting', { time: clock(briefing.meetingTime), place: briefing.meetingPlace })}
            </p>
            {briefing.captainName && (
              <p className={styles.meta}>{t('briefing.captain', { name: briefing.captainName })}</p>
            )}
            <ol className={styles.list} aria-label={t('briefing.title')}>
              {briefing.items.map((item) => (
                <li key={item.kind} className={styles.briefingItem}>
                  <span className={styles.briefingTime}>{clock(item.time)}</span>
                  <span className={styles.rowMain}>
                    <span className={styles.rowTitle}>{t(`briefing.item.${item.kind}`)}</span>
                    <span className={styles.meta}>{item.note}</span>
                  </span>
                  <Tag tone={item.state === 2 ? 'success' : 'neutral'}>
                    {item.state === 2 ? t('briefing.done') : t('briefing.due')}
                  </Tag>
                </li>
              ))}
            </ol>
          </>
        )}
      </AsyncView>
      {crew.data && (
        <p className={styles.meta}>
          {t('briefing.crewPrepared', {
            done: crew.data.filter((member) => member.prepareState === 2).length,
            total: crew.data.length,
          })}{' '}
          <Link to={paths.prepare.personnel(missionId)}>{t('briefing.toCrew')}</Link>
        </p>
      )}
    </section>
  );
}
