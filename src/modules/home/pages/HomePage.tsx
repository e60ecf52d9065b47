import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PullRefresh } from '@/components/PullRefresh';
import { Icon } from '@/components/Icon';
import { useQuery } from '@tanstack/react-query';
import { followedFlightsQuery } from '@/api/flightdata';
import { missionCountQuery, missionsQuery } from '@/api/prepare';
import { todayFlightCountsQuery } from '@/api/dynamics';
import { latestNewsQuery } from '@/api/home';
import { paths } from '@/lib/paths';
import { useSessionStore } from '@/stores/session';
import { Page } from '@/shell/Page';
import { useUnreadCount } from '../useUnreadCount';
import { beijingDay } from '@/lib/beijing';
import { MissionsCard } from '../components/MissionsCard';
import { EntryGrid } from '../components/EntryGrid';
import { FollowedCard } from '../components/FollowedCard';
import { DynamicsSummaryCard } from '../components/DynamicsSummaryCard';
import { NewsCard } from '../components/NewsCard';
import styles from './HomePage.module.css';

/**
 * The landing page: what the crew member has to do today (missions and preparation, unread
 * messages), the flights they follow, today's operation and the news, and an entry into everything.
 * It shows the footer: home is a top-level screen like the footer's two tabs, so the main navigation
 * stays one tap away; the drill-down screens under /home use back and home in the header instead.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const auth = useSessionStore((s) => s.auth);
  const unread = useUnreadCount();
  const today = beijingDay();

  // The route loader has usually started these already (prefetch.ts): the cache holds them.
  const count = useQuery(missionCountQuery());
  const missions = useQuery(missionsQuery({ date: today }));
  const followed = useQuery(followedFlightsQuery());
  const summary = useQuery(todayFlightCountsQuery());
  const news = useQuery(latestNewsQuery());

  const refresh = () =>
    Promise.all([
      unread.refresh(),
      count.refetch(),
      missions.refetch(),
      followed.refetch(),
      summary.refetch(),
      news.refetch(),
    ]);

  return (
    <Page header={{ title: t('screens.home') }} footer>
      <PullRefresh onRefresh={refresh}>
        <div className={styles.greeting}>
          <p className={styles.hello}>{t('greeting', { name: auth?.name ?? '' })}</p>
          <p className={styles.role}>{[auth?.post, auth?.department].filter(Boolean).join(' · ')}</p>
          <Link to={paths.home.message} className={styles.unread}>
            <Icon name="message" size={40} />
            <span>{unread.count > 0 ? t('unread.some', { count: unread.count }) : t('unread.none')}</span>
            <Icon name="chevron-right" size={32} />
          </Link>
        </div>
        <MissionsCard count={count} missions={missions} />
        <EntryGrid unreadCount={unread.count} />
        <FollowedCard followed={followed} />
        <DynamicsSummaryCard summary={summary} />
        <NewsCard news={news} />
      </PullRefresh>
    </Page>
  );
}
