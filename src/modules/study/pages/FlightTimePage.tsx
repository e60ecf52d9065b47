import { useTranslation } from 'react-i18next';
import type { FlightHoursSummary } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { compFlightHoursQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Segmented } from '@/components/Segmented';
import { beijingDay } from '@/lib/beijing';
import { useFormatDuration } from '@/i18n/useDuration';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { Facts } from '@/components/Facts';
import styles from '../components/study.module.css';

const minutes = (hours: number) => Math.round(hours * 60);
/** Periods of whole months ending with this (Beijing) month; the backend keeps the last twelve. */
const PERIODS = [1, 3, 6, 12] as const;
type Period = (typeof PERIODS)[number];
const FILTERS = { months: '12', type: '' };

/** The Beijing month `back` months before this one, YYYY-MM. */
function monthBefore(back: number): string {
  const [year, month] = beijingDay(0).split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The user's flight time: this month and year against the limits, recent windows, by aircraft type;
 * and the hours of a period (this month, 3, 6 or 12 months) on one type or all, month by month.
 */
export default function FlightTimePage() {
  const { t } = useTranslation('study');
  const duration = useFormatDuration();
  const [filters, change] = useAddressFilters(FILTERS);
  const months = Number(filters.months);
  const period: Period = (PERIODS as readonly number[]).includes(months) ? (months as Period) : 12;
  const type = filters.type;
  const query = {
    fromMonth: monthBefore(period - 1),
    toMonth: monthBefore(0),
    aircraftType: type || undefined,
  };
  const hours = useQuery(compFlightHoursQuery(query));
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <Segmented
          label={t('hours.period')}
          value={period}
          onChange={(value) => change({ months: String(value) })}
          options={PERIODS.map((value) => ({ value, label: t(`hours.periods.m${value}`) }))}
        />
        <AsyncView {...fromQuery(hours)}>
          {(h: FlightHoursSummary) => (
            <>
              {h.byAircraftType.length > 1 && (
                <ul className={styles.chips} aria-label={t('hours.type')}>
                  {[{ aircraftType: '' }, ...h.byAircraftType].map((row) => (
                    <li key={row.aircraftType}>
                      <button
                        type="button"
                        className={styles.chip}
                        aria-pressed={type === row.aircraftType}
                        onClick={() => change({ type: row.aircraftType })}
                      >
                        {row.aircraftType || t('hours.allTypes')}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <section className={styles.card} aria-labelledby="ft-period">
                <h2 id="ft-period" className={styles.heading}>
                  <span>
                    {t('hours.periodTitle', { from: h.period.fromMonth, to: h.period.toMonth })}
                    {h.period.aircraftType ? ` · ${h.period.aircraftType}` : ''}
                  </span>
                </h2>
                <Facts
                  items={[
                    {
                      key: 'total',
                      label: t('hours.periodTotal'),
                      value: `${duration(minutes(h.period.hours))} · ${t('hours.sectors', { count: h.period.sectors })}`,
                    },
                    ...h.months.map((m) => ({
                      key: m.month,
                      label: m.month,
                      value: `${duration(minutes(m.hours))} · ${t('hours.sectors', { count: m.sectors })}`,
                    })),
                  ]}
                />
              </section>
              <section className={styles.card} aria-labelledby="ft-limits">
                <h2 id="ft-limits" className={styles.heading}>
                  {h.name} · {h.code}
                </h2>
                {(
                  [
                    ['month', h.thisMonth, h.monthLimit],
                    ['year', h.thisYear, h.yearLimit],
                  ] as const
                ).map(([key, used, limit]) => (
                  <div key={key} className={styles.flightTime_meter}>
                    <div className={styles.flightTime_meterHead}>
                      <span>{t(`hours.${key}`)}</span>
                      <span>
                        {duration(minutes(used))} / {duration(minutes(limit))}
                      </span>
                    </div>
                    <progress
                      className={styles.flightTime_progress}
                      max={limit}
                      value={Math.min(used, limit)}
                      aria-label={t(`hours.${key}`)}
                    />
                  </div>
                ))}
              </section>
              <section className={styles.card} aria-labelledby="ft-windows">
                <h2 id="ft-windows" className={styles.heading}>
                  {t('hours.windows')}
                </h2>
                <Facts
                  items={[
                    { key: '30', label: t('hours.last30'), value: duration(minutes(h.last30Days)) },
                    { key: '90', label: t('hours.last90'), value: duration(minutes(h.last90Days)) },
                    { key: 'total', label: t('hours.total'), value: duration(minutes(h.total)) },
                  ]}
                />
              </section>
              <section className={styles.card} aria-labelledby="ft-types">
                <h2 id="ft-types" className={styles.heading}>
                  {t('hours.byType')}
                </h2>
                <Facts
                  items={h.byAircraftType.map((row) => ({
                    key: row.aircraftType,
                    label: row.aircraftType,
                    value: duration(minutes(row.hours)),
                  }))}
                />
              </section>
            </>
          )}
        </AsyncView>
      </div>
    </Page>
  );
}
