import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/components/BottomSheet';
import { CityIndexSelector } from '@/components/CityIndexSelector';
import { ErrorState } from '@/components/ErrorState';
import { Icon } from '@/components/Icon';
import { LoadingState } from '@/components/LoadingState';
import { useQuery } from '@tanstack/react-query';
import { allAirportsQuery } from '@/api/compinfo';
import styles from './AirportPicker.module.css';

interface AirportPickerProps {
  label: string;
  /** IATA code, '' for none. */
  value: string;
  onChange: (code: string) => void;
  /** Offer "any airport" (search forms); without it an airport must be chosen. */
  allowAny?: boolean;
  /** Keeps departure and arrival histories apart. */
  historyKey: string;
}

/** A field that opens the shared city index selector in a bottom sheet. */
export function AirportPicker({ label, value, onChange, allowAny, historyKey }: AirportPickerProps) {
  const { t } = useTranslation('dynamics');
  const [open, setOpen] = useState(false);
  const airports = useQuery(allAirportsQuery());
  const list = useMemo(() => airports.data ?? [], [airports.data]);
  const hot = useMemo(() => list.filter((a) => a.hot).map((a) => a.code3), [list]);
  const chosen = list.find((a) => a.code3 === value);
  const shown = chosen ? `${chosen.city} ${chosen.code3}` : value || t('search.anyAirport');

  const choose = (code: string) => {
    onChange(code);
    setOpen(false);
  };

  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className={styles.label}>{label}</span>
        <span className={value ? styles.value : styles.placeholder}>{shown}</span>
        <Icon name="chevron-down" size={32} />
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={label}>
        {allowAny && (
          <button type="button" className={styles.any} aria-pressed={value === ''} onClick={() => choose('')}>
            {t('search.anyAirport')}
          </button>
        )}
        {airports.data ? (
          <CityIndexSelector
            airports={list}
            hotCodes={hot}
            value={value}
            historyKey={historyKey}
            onSelect={(airport) => choose(airport.code3)}
          />
        ) : airports.error ? (
          <ErrorState error={airports.error} onRetry={() => void airports.refetch()} />
        ) : (
          <LoadingState />
        )}
      </BottomSheet>
    </>
  );
}
