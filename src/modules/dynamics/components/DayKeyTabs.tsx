import { useTranslation } from 'react-i18next';
import type { DayKey } from '@/api/schema/dynamics';
import { Segmented } from '@/components/Segmented';
import { DAY_KEYS } from '@/lib/dates';
import { beijingDayOf } from '../lib/flightTime';

/** Yesterday, today, tomorrow and the day after, each with its Beijing date (MM-DD). */
export function DayKeyTabs({ value, onChange }: { value: DayKey; onChange: (day: DayKey) => void }) {
  const { t } = useTranslation('dynamics');
  return (
    <Segmented
      label={t('search.date')}
      value={value}
      onChange={onChange}
      options={DAY_KEYS.map((key) => ({
        value: key,
        label: t(`dayKeys.${key}`),
        sub: beijingDayOf(key).slice(5),
      }))}
    />
  );
}
