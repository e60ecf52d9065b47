import { useTranslation } from 'react-i18next';
import { minutesBetween, splitDuration } from '@/lib/dates';

/** Formats a number of minutes as hours and minutes in the interface language. */
export function useFormatDuration(): (minutes: number | null | undefined) => string {
  const { t } = useTranslation();
  return (minutes) => {
    if (minutes === null || minutes === undefined || Number.isNaN(minutes)) return '';
    const { hours, minutes: rest, negative } = splitDuration(minutes);
    const text =
      hours > 0 ? t('duration', { hours, minutes: rest }) : t('durationMinutes', { minutes: rest });
    return negative ? `-${text}` : text;
  };
}

export { minutesBetween };
