import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { DayKey } from '@/api/schema/dynamics';
import { followedFlightsQuery } from '@/api/flightdata';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Field } from '@/components/Field';
import { Icon } from '@/components/Icon';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { AirportPicker } from '../components/AirportPicker';
import { DayKeyTabs } from '../components/DayKeyTabs';
import { FlightRow, useFlightRowWords } from '../components/FlightRow';
import { useFollowRows } from '../hooks/useFollowFlight';
import { isValidFlightNoSearch, listQueryParams, normaliseFlightNo } from '../lib/listQuery';
import styles from './DynamicsHomePage.module.css';

/** Flight status home: search by flight number, airports and day; followed flights; airport data. */
export default function DynamicsHomePage() {
  const { t } = useTranslation('dynamics');
  const navigate = useNavigate();
  const [flightNo, setFlightNo] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [day, setDay] = useState<DayKey>('today');
  const [flightNoError, setFlightNoError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidFlightNoSearch(flightNo)) {
      setFlightNoError(true);
      return;
    }
    navigate(paths.dynamics.list(listQueryParams({ day, flightNo: normaliseFlightNo(flightNo), from, to })));
  };

  return (
    <Page header={{ title: t('screens.home') }} footer>
      <div className={styles.content}>
        <form className={styles.card} onSubmit={submit} aria-labelledby="search-title" noValidate>
          <h2 id="search-title" className={styles.heading}>
            {t('search.title')}
          </h2>
          <Field
            label={t('search.flightNo')}
            icon="plane"
            placeholder={t('search.flightNoPlaceholder')}
            value={flightNo}
            autoCapitalize="characters"
            autoComplete="off"
            enterKeyHint="search"
            state={flightNoError ? 'error' : undefined}
            message={flightNoError ? t('search.flightNoInvalid') : undefined}
            onChange={(value) => {
              setFlightNo(value);
              if (flightNoError && isValidFlightNoSearch(value)) setFlightNoError(false);
            }}
          />
          <div className={styles.route}>
            <AirportPicker
              label={t('search.from')}
              value={from}
              onChange={setFrom}
              allowAny
              historyKey="dynamics.from.history"
            />
            <button
              type="button"
              className={styles.swap}
              aria-label={t('search.swap')}
              onClick={() => {
                setFrom(to);
                setTo(from);
              }}
            >
              <Icon name="swap" size={36} />
            </button>
            <AirportPicker
              label={t('search.to')}
              value={to}
              onChange={setTo}
              allowAny
              historyKey="dynamics.to.history"
            />
          </div>
          <DayKeyTabs value={day} onChange={setDay} />
          <button type="submit" className={styles.submit}>
            <Icon name="search" size={36} />
            {t('search.submit')}
          </button>
        </form>

        <nav className={styles.links} aria-label={t('home.shortcuts')}>
          <Link to={paths.dynamics.list()} className={styles.shortcut}>
            <Icon name="plane" size={40} />
            <span>{t('home.allFlights')}</span>
          </Link>
          <Link to={paths.dynamics.airports()} className={styles.shortcut}>
            <Icon name="map" size={40} />
            <span>{t('home.airports')}</span>
          </Link>
        </nav>

        <FollowedFlights />
      </div>
    </Page>
  );
}

/**
 * Followed flights at a glance (prefetched by the route's loader, prefetch.ts). A flight unfollowed here
 * or elsewhere leaves the list at once: the follow change updates this answer in the cache (api/follow).
 */
function FollowedFlights() {
  const { t } = useTranslation('dynamics');
  const followed = useQuery(followedFlightsQuery());
  const words = useFlightRowWords();
  const { pending, follow } = useFollowRows();
  return (
    <section className={styles.followed} aria-labelledby="followed-title">
      <h2 id="followed-title" className={styles.sectionTitle}>
        {t('home.followed')}
        {/* The rows' times are the airports' clocks: said once here, as the flight list's caption does. */}
        {followed.data && (
          <small>
            {` ${t('home.followedCount', { count: followed.data.length })} · ${t('list.timesAreLocal')}`}
          </small>
        )}
      </h2>
      <AsyncView {...fromQuery(followed)} emptyTitle={false} emptyText={t('home.followedEmpty')}>
        {(flights) => (
          <ul className={styles.list}>
            {flights.map((flight) => (
              <FlightRow
                key={flight.id}
                flight={flight}
                words={words}
                following={pending.has(flight.id)}
                onFollow={follow}
              />
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
