import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCachedRequest } from '@/api/useCachedRequest';
import { AsyncView } from '@/components/AsyncView';
import { Tag } from '@/components/Tag';
import { paths } from '@/lib/paths';
import { fetchCrewPreparation, fetchPreConditions } from '../api';
import { clock } from './MissionList';
import styles from './flow.module.css';

/**
 * The mission's pre-flight conditions and crew briefing (GetAllPreCondit): when and where the briefing
 * is, who leads it, report, release, aircraft and boarding in the order they come; and how many of the
 * crew have finished their preparation (PreConditonCrewList), with the way to who has what open.
 */
export function Briefing({ missionId }: { missionId: string }) {
  const { t } = useTranslation('prepare');
  const conditions = useCachedRequest(
    `prepare-preconditions#${missionId}`,
    (signal) => fetchPreConditions(missionId, { signal }),
    { revalidate: true },
  );
  const crew = useCachedRequest(
    `prepare-crew-preparation#${missionId}`,
    (signal) => fetchCrewPreparation(missionId, { signal }),
    { revalidate: true },
  );
  return (
    <section className={styles.card} aria-labelledby="briefing-title">
      <h2 id="briefing-title">{t('briefing.title')}</h2>
      <AsyncView
        data={conditions.data?.[0]}
        loading={conditions.loading}
        error={conditions.error}
        onRetry={() => void conditions.reload()}
      >
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
