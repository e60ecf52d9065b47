import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/Icon';
import type { strings } from '../i18n';
import { paths } from '@/lib/paths';
import styles from './EntryGrid.module.css';
import { badgeCount } from '@/lib/badgeCount';
import { useMayOpen } from '@/shell/guards';

interface Entry {
  key: keyof (typeof strings)['zh-cn']['entries'];
  to: string;
  icon: IconName;
}

/** Everything home leads into, one tap each. */
const ENTRIES: Entry[] = [
  { key: 'message', to: paths.home.message, icon: 'message' },
  { key: 'announcement', to: paths.home.announcement, icon: 'bell' },
  { key: 'task', to: paths.home.task, icon: 'calendar' },
  { key: 'simulator', to: paths.study.schedule, icon: 'clock' },
  { key: 'prepare', to: paths.prepare.entry, icon: 'check' },
  { key: 'dynamics', to: paths.dynamics.home, icon: 'plane' },
  { key: 'follow', to: paths.home.follow, icon: 'star' },
  { key: 'news', to: paths.home.news, icon: 'document' },
  { key: 'pastExam', to: paths.home.pastExam, icon: 'exam' },
  { key: 'study', to: paths.study.home, icon: 'book' },
  { key: 'me', to: paths.me.home, icon: 'user' },
];

/** The home page's entry grid (the entries the user's crew type may open); messages carry the unread count. */
export const EntryGrid = memo(function EntryGrid({ unreadCount }: { unreadCount: number }) {
  const { t } = useTranslation('home');
  const mayOpen = useMayOpen();
  return (
    <nav className={styles.grid} aria-label={t('entries.label')}>
      {ENTRIES.filter((entry) => mayOpen(entry.to)).map((entry) => {
        const badge = entry.key === 'message' && unreadCount > 0;
        return (
          <Link
            key={entry.key}
            to={entry.to}
            className={styles.entry}
            aria-label={
              badge ? t('entries.messageUnread', { count: unreadCount }) : t(`entries.${entry.key}`)
            }
          >
            <span className={styles.icon}>
              <Icon name={entry.icon} size={48} />
              {badge && (
                <span className={styles.badge} data-testid="unread-badge">
                  {badgeCount(unreadCount)}
                </span>
              )}
            </span>
            <span className={styles.label}>{t(`entries.${entry.key}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
});
