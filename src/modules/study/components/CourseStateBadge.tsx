import { useTranslation } from 'react-i18next';
import type { CourseState } from '../lib/local';
import styles from './study.module.css';

const CLASS: Record<CourseState, string | undefined> = {
  notStarted: styles.badge,
  inProgress: styles.badgeWarning,
  completed: styles.badgeSuccess,
};

export function CourseStateBadge({ state }: { state: CourseState }) {
  const { t } = useTranslation('study');
  return <span className={CLASS[state]}>{t(`course.state.${state}`)}</span>;
}
