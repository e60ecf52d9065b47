import { useTranslation } from 'react-i18next';
import type { FlightFilter } from '@/api/schema/dynamics';
import { Segmented } from '@/components/Segmented';
import { FILTERS } from '../lib/listQuery';

interface FilterTabsProps {
  value: FlightFilter;
  counts: Record<FlightFilter, number> | undefined;
  onChange: (filter: FlightFilter) => void;
}

/** All / planned / arrived / abnormal, each with how many flights it holds. */
export function FilterTabs({ value, counts, onChange }: FilterTabsProps) {
  const { t } = useTranslation('dynamics');
  return (
    <Segmented
      label={t('list.filters')}
      value={value}
      onChange={onChange}
      options={FILTERS.map((filter) => ({
        value: filter,
        label: t(`filters.${filter}`),
        sub: <span data-testid={`count-${filter}`}>{counts ? counts[filter] : '–'}</span>,
      }))}
    />
  );
}
