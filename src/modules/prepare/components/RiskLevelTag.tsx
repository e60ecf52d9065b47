import { useTranslation } from 'react-i18next';
import styles from './ReadingCard.module.css';

type Level = 'high' | 'medium' | 'low';
const LEVELS: Record<string, Level> = {
  高: 'high',
  中: 'medium',
  低: 'low',
  high: 'high',
  medium: 'medium',
  low: 'low',
};

/** A risk level (the backend says 高/中/低 or high/medium/low) in the user's language. */
export function RiskLevelTag({ level }: { level: string }) {
  const { t } = useTranslation('prepare');
  const key = LEVELS[level] ?? 'low';
  return <span className={`${styles.tag} ${styles[key]}`}>{t(`reading.level.${key}`)}</span>;
}
