import { useTranslation } from 'react-i18next';
import { Tag, type TagTone } from '@/components/Tag';

type Level = 'high' | 'medium' | 'low';
const LEVELS: Record<string, Level> = {
  高: 'high',
  中: 'medium',
  低: 'low',
  high: 'high',
  medium: 'medium',
  low: 'low',
};
const TONES: Record<Level, TagTone> = { high: 'danger', medium: 'warning', low: 'success' };

/** A risk level (the backend says 高/中/低 or high/medium/low) in the user's language. */
export function RiskLevelTag({ level }: { level: string }) {
  const { t } = useTranslation('prepare');
  const key = LEVELS[level] ?? 'low';
  return (
    <Tag tone={TONES[key]} variant="soft">
      {t(`reading.level.${key}`)}
    </Tag>
  );
}
