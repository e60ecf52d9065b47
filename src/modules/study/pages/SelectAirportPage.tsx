import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { allAirportsQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { CityIndexSelector } from '@/components/CityIndexSelector';
import { Page } from '@/shell/Page';
import { AIRPORT_TARGETS, keptFilters, withSearch, type AirportTarget } from '../lib/routeSource';
import styles from '../components/study.module.css';

export const AIRPORT_HISTORY_KEY = 'study.airport.history';

/** The city index over every airport (hot and recent cities); the choice opens the airport, or returns to
 * the weather or flight adjustments with the filters they passed along. */
export default function SelectAirportPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = params.get('for') ?? '';
  const target: AirportTarget = Object.hasOwn(AIRPORT_TARGETS, asked) ? (asked as AirportTarget) : 'airport';
  const current = params.get('code') ?? undefined;
  const airports = useQuery(allAirportsQuery());
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <AsyncView {...fromQuery(airports)}>
          {(list) => (
            <CityIndexSelector
              airports={list}
              hotCodes={list.filter((a) => a.hot).map((a) => a.code3)}
              value={current}
              historyKey={AIRPORT_HISTORY_KEY}
              onSelect={(airport) =>
                // The selector takes the place of itself in history: back leaves the chosen airport.
                navigate(
                  withSearch(AIRPORT_TARGETS[target], { ...keptFilters(params), code: airport.code3 }),
                  {
                    replace: true,
                  },
                )
              }
            />
          )}
        </AsyncView>
      </div>
    </Page>
  );
}
