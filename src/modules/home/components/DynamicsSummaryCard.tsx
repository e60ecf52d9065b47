import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { todayFlightCountsQuery } from '@/api/dynamics';
import type { FlightFilter } from '@/api/schema/dynamics';
import { paths } from '@/lib/paths';
import { HomeSection } from './HomeSection';
import styles from './DynamicsSummaryCard.module.css';

const FILTERS: FlightFilter[] = ['all', 'planned', 'arrived', 'abnormal'];

/** Today's flight dynamics at a glance: how many flights per status, each leading to that list. */
export const DynamicsSummaryCard = memo(function DynamicsSummaryCard() {
  const { t } = useTranslation('home');
  const summary = useQuery(todayFlightCountsQuery());
  return (
    <HomeSection
      id="dynamics"
      title={t('dynamics.title')}
      more={{ to: paths.dynamics.home, label: t('dynamics.more') }}
    >
      <AsyncView
        {...fromQuery(summary)}
        isEmpty={(result) => result.counts.all === 0}
        emptyTitle={false}
        emptyText={t('dynamics.empty')}
      >
        {(result) => (
          <ul className={styles.counts} aria-label={t('dynamics.countsLabel', { date: result.flightDate })}>
            {FILTERS.map((filter) => (
              <li key={filter}>
                <Link
                  // The flight list reads its day and status filter from these parameters.
                  to={paths.dynamics.list({ day: 'today', filter })}
                  className={`${styles.count} ${filter === 'abnormal' ? styles.abnormal : ''}`}
                >
                  <strong>{result.counts[filter]}</strong>
                  <span>{t(`dynamics.filter.${filter}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </HomeSection>
  );
});
