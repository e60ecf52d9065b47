import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { Icon } from '../Icon';
import styles from './EmptyResult.module.css';

export interface EmptyResultProps {
  /** Default 查询结果 / Query result. Pass `false` to hide the title. */
  title?: ReactNode | false;
  /** Default 没有查询到任何数据 / No data found. */
  text?: ReactNode;
  /** Optional action, e.g. a button to change the filters. */
  children?: ReactNode;
  className?: string;
}

/** The empty-result notice (SPEC §2). */
export function EmptyResult({ title, text, children, className }: EmptyResultProps) {
  const { t } = useTranslation('components');
  return (
    <div role="status" className={[styles.empty, className].filter(Boolean).join(' ')}>
      {title !== false && <p className={styles.title}>{title ?? t('empty.title')}</p>}
      <Icon name="search" size={96} className={styles.icon} />
      <p className={styles.text}>{text ?? t('empty.text')}</p>
      {children}
    </div>
  );
}
