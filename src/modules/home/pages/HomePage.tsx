import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PullRefresh } from '@/components/PullRefresh';
import { Icon } from '@/components/Icon';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/lib/paths';
import { useSessionStore } from '@/stores/session';
import { Page } from '@/shell/Page';
import { useUnreadCount } from '@/api/unread';
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
  const queryClient = useQueryClient();

  // Each card reads its own answers (the route loader has usually asked for them: prefetch.ts), so an
  // answer arriving draws that card again, not the page: each of the six arriving was a render of the
  // whole page, in a task of its own (docs/performance.md). A pull refreshes what the page shows: the
  // answers its cards and the unread count read.
  const refresh = () => queryClient.refetchQueries({ type: 'active' });

  return (
    <Page header={{ title: t('screens.home') }} footer>
      <PullRefresh onRefresh={refresh}>
        <div className={styles.greeting}>
          <p className={styles.hello}>{t('greeting', { name: auth?.name ?? '' })}</p>
          <p className={styles.role}>{[auth?.post, auth?.department].filter(Boolean).join(' · ')}</p>
          <Link to={paths.home.message} className={styles.unread}>
            <Icon name="message" size={40} />
            <span>{unread > 0 ? t('unread.some', { count: unread }) : t('unread.none')}</span>
            <Icon name="chevron-right" size={32} />
          </Link>
        </div>
        <MissionsCard />
        <EntryGrid unreadCount={unread} />
        <FollowedCard />
        <DynamicsSummaryCard />
        <NewsCard />
      </PullRefresh>
    </Page>
  );
}
