import { useTranslation } from 'react-i18next';
import type { CourseState } from '../lib/local';
import { Tag, type TagTone } from '@/components/Tag';

const TONE: Record<CourseState, TagTone> = {
  notStarted: 'neutral',
  inProgress: 'warning',
  completed: 'success',
};

export function CourseStateBadge({ state }: { state: CourseState }) {
  const { t } = useTranslation('study');
  return (
    <Tag variant="solid" tone={TONE[state]}>
      {t(`course.state.${state}`)}
    </Tag>
  );
}
