import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/Icon';
import { paths, normalisePath } from '@/lib/paths';
import { useReportHeight } from './useReportHeight';
import styles from './Footer.module.css';

/** §2: the footer's two tabs. */
const TABS: Array<{ to: string; icon: IconName; labelKey: 'nav.dynamics' | 'nav.me' }> = [
  { to: paths.dynamics.home, icon: 'plane', labelKey: 'nav.dynamics' },
  { to: paths.me.home, icon: 'user', labelKey: 'nav.me' },
];

/** Highlights the tab of the current path, or the item the page names. */
export function Footer({ active }: { active?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = normalisePath(active ?? pathname);
  const ref = useReportHeight<HTMLElement>('footerHeight');
  return (
    <nav ref={ref} className={styles.footer} aria-label={t('nav.footer')}>
      {TABS.map((tab, index) => {
        const selected = current === normalisePath(tab.to) || current.startsWith(`${normalisePath(tab.to)}/`);
        return (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={`${styles.tab} ${selected ? styles.active : ''}`}
            aria-current={selected ? 'page' : undefined}
          >
            <Icon name={tab.icon} size={44} index={index} currentIndex={selected ? index : -1} />
            <span>{t(tab.labelKey)}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
