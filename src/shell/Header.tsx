import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/Icon';
import { currentHeaderTopPadding } from '@/lib/device';
import { useBack } from './useBack';
import { useReportHeight } from './useReportHeight';
import styles from './Header.module.css';

/** A custom header button. */
export interface HeaderButton {
  key: string;
  label: string;
  icon?: IconName;
  /** Show the label as text instead of (or next to) the icon. */
  text?: boolean;
  onClick: () => void;
}

/**
 * back: history back (home on a tab's first screen, useBack); home: go to /; more: does nothing (§2);
 * or a custom button.
 */
export type HeaderAction = 'back' | 'home' | 'more' | HeaderButton;

export interface HeaderConfig {
  /** Text, or a custom renderer. */
  title?: ReactNode | (() => ReactNode);
  left?: HeaderAction[];
  right?: HeaderAction[];
}

function ActionButton({ action }: { action: HeaderAction }) {
  const navigate = useNavigate();
  const back = useBack();
  const { t } = useTranslation();
  if (typeof action === 'string') {
    const spec: Record<'back' | 'home' | 'more', { icon: IconName; label: string; onClick: () => void }> = {
      back: { icon: 'back', label: t('nav.back'), onClick: back },
      home: { icon: 'home', label: t('nav.home'), onClick: () => navigate('/') },
      more: { icon: 'more', label: t('nav.more'), onClick: () => undefined },
    };
    const { icon, label, onClick } = spec[action];
    return (
      <button type="button" className={styles.button} onClick={onClick} aria-label={label}>
        <Icon name={icon} size={44} />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={styles.button}
      onClick={action.onClick}
      aria-label={action.text ? undefined : action.label}
    >
      {action.icon && <Icon name={action.icon} size={44} />}
      {action.text && <span className={styles.text}>{action.label}</span>}
    </button>
  );
}

export function Header({ config }: { config: HeaderConfig }) {
  const padding = currentHeaderTopPadding();
  const ref = useReportHeight<HTMLElement>('headerHeight');
  const title = typeof config.title === 'function' ? config.title() : config.title;
  return (
    <header
      ref={ref}
      className={styles.header}
      data-top-padding={padding}
      style={{ paddingTop: `calc(${padding / 2}px + var(--safe-top))` }}
    >
      <div className={styles.bar}>
        <div className={styles.side}>
          {config.left?.map((action) => (
            <ActionButton key={typeof action === 'string' ? action : action.key} action={action} />
          ))}
        </div>
        {/* Focusable by script: a new screen gives its title the focus (app/AppLayout). */}
        <h1 className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        <div className={`${styles.side} ${styles.right}`}>
          {config.right?.map((action) => (
            <ActionButton key={typeof action === 'string' ? action : action.key} action={action} />
          ))}
        </div>
      </div>
    </header>
  );
}
