import { useTranslation } from 'react-i18next';
import { useFormatDuration } from '@/i18n/useDuration';

const grouped = (value: number) => value.toLocaleString('en-US');

/** Units as crews read them: distances in km and NM, altitudes in metres (and feet), courses in degrees. */
export function useReadingFormat() {
  const { t } = useTranslation('prepare');
  const duration = useFormatDuration();
  return {
    distance: (km: number, nm: number) => t('reading.unit.distance', { km: grouped(km), nm: grouped(nm) }),
    metres: (m: number) => t('reading.unit.metres', { value: grouped(m) }),
    altitude: (m: number, ft: number) => t('reading.unit.altitude', { m: grouped(m), ft: grouped(ft) }),
    course: (degrees: number) => `${String(degrees).padStart(3, '0')}°`,
    kg: (kg: number) => t('reading.unit.kg', { value: grouped(kg) }),
    duration,
  };
}
