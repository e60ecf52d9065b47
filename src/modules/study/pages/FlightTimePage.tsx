import { useTranslation } from 'react-i18next';
import type { FlightHoursSummary } from '@/api/schema/compinfo';
import { useCachedRequest } from '@/api/useCachedRequest';
import { AsyncView } from '@/components/AsyncView';
import { useFormatDuration } from '@/lib/useDuration';
import { Page } from '@/shell/Page';
import { getFlightHours } from '../api';
import { Facts } from '../components/Facts';
import styles from '../components/study.module.css';

const minutes = (hours: number) => Math.round(hours * 60);

/** The user's flight time: recent windows, this month and year against the limits, by aircraft type. */
export default function FlightTimePage() {
  const { t } = useTranslation('study');
  const duration = useFormatDuration();
  const hours = useCachedRequest('study.hours', (signal) => getFlightHours(signal), { revalidate: true });
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <AsyncView
          data={hours.data}
          loading={hours.loading}
          error={hours.error}
          onRetry={() => void hours.reload()}
        >
          {(h: FlightHoursSummary) => (
            <>
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
