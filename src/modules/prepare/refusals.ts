import type { TFunction } from 'i18next';
import type { ApiError } from '@/api/errors';

/**
 * The backend refuses a preparation write in Chinese words (§8). The refusals the flow knows are shown in
 * the user's language, with the backend's own figure (the minutes); anything else in its own words.
 */
export function refusalText(
  t: TFunction<'prepare'>,
  error: ApiError | null,
  fallback: string | null,
): string | null {
  if (!error) return fallback;
  const message = error.message ?? '';
  const minutes = /(\d+)\s*分钟/.exec(message);
  if (minutes) return t('home.minutesNotReached', { count: Number(minutes[1]) });
  if (message.includes('未读的通告')) return t('step.unread');
  if (message.includes('不适宜飞行') && message.includes('暂停')) return t('home.suspended');
  if (message.includes('已通过该考试')) return t('exam.alreadyPassed');
  return fallback;
}
