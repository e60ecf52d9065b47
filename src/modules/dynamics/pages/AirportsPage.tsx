import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AirportInfo, AirportInOutData, DayKey, SiteInOutInfo } from '@/api/schema/dynamics';
import { Accordion } from '@/components/Accordion';
import { useQuery } from '@tanstack/react-query';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { DAY_KEYS } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import {
  airportInfoQuery,
  airportInOutQuery,
  airportTop10Query,
  flightBasesQuery,
  standUsageQuery,
} from '@/api/dynamics';
import { AirportPicker } from '../components/AirportPicker';
import { BarList } from '../components/BarList';
import { Clock } from '../components/Clock';
import { DayKeyTabs } from '../components/DayKeyTabs';
import { Facts } from '@/components/Facts';
import { StatusBadge } from '../components/StatusBadge';
import styles from './AirportsPage.module.css';

const FILTERS = { code: '', day: 'today' };
const readDay = (value: string): DayKey =>
  (DAY_KEYS as readonly string[]).includes(value) ? (value as DayKey) : 'today';
const readCode = (value: string): string => (/^[A-Za-z]{3,4}$/.test(value) ? value.toUpperCase() : '');

/** Airport in/out data: one airport's details, movements and stands, and the ten busiest airports. */
export default function AirportsPage() {
  const { t } = useTranslation('dynamics');
  const [filters, change] = useAddressFilters(FILTERS);
  const code = readCode(filters.code);
  const day = readDay(filters.day);

  const bases = useQuery(flightBasesQuery());

  return (
    <Page header={{ title: t('screens.airports'), left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <div className={styles.controls}>
          <AirportPicker
            label={t('airports.airport')}
            value={code}
            onChange={(next) => change({ code: next })}
            historyKey="dynamics.airports.history"
          />
          {bases.data && bases.data.length > 0 && (
            <ul className={styles.bases} aria-label={t('airports.bases')}>
              {bases.data.map((base) => (
                <li key={base.airport}>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-pressed={code === base.airport}
                    onClick={() => change({ code: base.airport })}
                  >
                    {base.city} {base.airport}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <DayKeyTabs value={day} onChange={(next) => change({ day: next })} />
        </div>
        {code ? (
          <AirportSections code={code} day={day} />
        ) : (
          <p className={styles.hint}>{t('airports.choose')}</p>
        )}
        <Top10 day={day} />
      </div>
    </Page>
  );
}

function formatCoordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(4)}°${value >= 0 ? positive : negative}`;
}

function AirportSections({ code, day }: { code: string; day: DayKey }) {
  const { t } = useTranslation('dynamics');
  const info = useQuery(airportInfoQuery(code));
  const inOut = useQuery(airportInOutQuery({ airport: code, dayKey: day }));
  const stands = useQuery(standUsageQuery({ airport: code, dayKey: day }));
  return (
    <>
      <section className={styles.card} aria-labelledby="airport-info">
        <h2 id="airport-info" className={styles.heading}>
          {info.data?.name ?? t('airports.details')}
        </h2>
        <AsyncView {...fromQuery(info)}>
          {(airport: AirportInfo) => (
            <Facts
              items={[
                { key: 'name', label: t('airports.name'), value: airport.name },
                { key: 'city', label: t('airports.city'), value: airport.city },
                { key: 'iata', label: t('airports.iata'), value: airport.code3 },
                { key: 'icao', label: t('airports.icao'), value: airport.code4 },
                {
                  key: 'coordinates',
                  label: t('airports.coordinates'),
                  value: `${formatCoordinate(airport.latitude, 'N', 'S')} ${formatCoordinate(airport.longitude, 'E', 'W')}`,
                },
                {
                  key: 'elevation',
                  label: t('airports.elevation'),
                  value: t('weather.metres', { value: airport.elevation }),
                },
                {
                  key: 'intelligence',
                  label: t('airports.intelligenceBureau'),
                  value: airport.intelligenceBureau,
                },
                {
                  key: 'administration',
                  label: t('airports.administrationBureau'),
                  value: airport.administrationBureau,
                },
                { key: 'runways', label: t('airports.runways'), value: airport.runways.join(' / ') },
                { key: 'timeZone', label: t('airports.timeZone'), value: airport.timeZone },
                {
                  key: 'weather',
                  label: t('airports.weather'),
                  value: `${airport.weather.summary} ${airport.weather.temperature} °C`,
                },
                { key: 'notams', label: t('airports.notams'), value: airport.notamCount },
                { key: 'phone', label: t('airports.phone'), value: airport.phone },
                { key: 'address', label: t('airports.address'), value: airport.address },
              ]}
            />
          )}
        </AsyncView>
      </section>

      <section className={styles.card} aria-labelledby="airport-inout">
        <h2 id="airport-inout" className={styles.heading}>
          {t('airports.movements')}
          {inOut.data && <small className={styles.muted}> {inOut.data.flightDate}</small>}
        </h2>
        <AsyncView {...fromQuery(inOut)}>{(data: AirportInOutData) => <Movements data={data} />}</AsyncView>
      </section>

      <section className={styles.card} aria-labelledby="airport-stands">
        <h2 id="airport-stands" className={styles.heading}>
          {t('airports.stands')}
        </h2>
        <AsyncView {...fromQuery(stands)} isEmpty={(data: SiteInOutInfo) => data.stands.length === 0}>
          {(data: SiteInOutInfo) => (
            <Accordion
              multiple
              headingLevel={3}
              items={data.stands.map((stand) => ({
                id: stand.stand,
                title: t('airports.standTitle', {
                  stand: stand.stand,
                  kind: stand.kind,
                  count: stand.flights.length,
                }),
                content: (
                  <ul className={styles.standFlights}>
                    {stand.flights.map((flight) => (
                      <li key={flight.flightId}>
                        <Link
                          to={paths.dynamics.details({ flightId: flight.flightId })}
                          className={styles.standFlight}
                        >
                          <strong>{flight.flightNo}</strong>
                          <span>
                            {flight.from} → {flight.to}
                          </span>
                          <StatusBadge status={flight.status} label={t(`status.${flight.status}`)} />
                          <span className={styles.muted}>
                            {t('airports.inOut')} <Clock iso={flight.inTime} /> /{' '}
                            <Clock iso={flight.outTime} /> {t('timeZone.local', { ns: 'common' })}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                ),
              }))}
            />
          )}
        </AsyncView>
      </section>
    </>
  );
}

function Movements({ data }: { data: AirportInOutData }) {
  const { t } = useTranslation('dynamics');
  const peak = Math.max(1, ...data.hourly.map((hour) => hour.departures + hour.arrivals));
  const busiest = data.hourly.reduce(
    (best, hour) => (hour.departures + hour.arrivals > best.departures + best.arrivals ? hour : best),
    data.hourly[0] ?? { hour: 0, departures: 0, arrivals: 0 },
  );
  return (
    <>
      <ul className={styles.figures}>
        {(
          [
            ['departures', data.departures],
            ['arrivals', data.arrivals],
            ['departed', data.departed],
            ['arrived', data.arrived],
            ['delayed', data.delayed],
            ['cancelled', data.cancelled],
          ] as const
        ).map(([key, value]) => (
          <li key={key} className={styles.figure}>
            <strong>{value}</strong>
            <span>{t(`airports.${key}`)}</span>
          </li>
        ))}
        <li className={styles.figure}>
          <strong>{Math.round(data.onTimeRate * 100)}%</strong>
          <span>{t('airports.onTimeRate')}</span>
        </li>
      </ul>
      {data.hourly.length > 0 && (
        <figure className={styles.hourly}>
          <div
            className={styles.columns}
            role="img"
            aria-label={t('airports.hourlyLabel', {
              hour: String(busiest.hour).padStart(2, '0'),
              departures: busiest.departures,
              arrivals: busiest.arrivals,
            })}
          >
            {data.hourly.map((hour) => (
              <span key={hour.hour} className={styles.column}>
                <span className={styles.arr} style={{ height: `${(hour.arrivals / peak) * 100}%` }} />
                <span className={styles.dep} style={{ height: `${(hour.departures / peak) * 100}%` }} />
              </span>
            ))}
          </div>
          <figcaption className={styles.legend}>
            <span className={styles.keyDep}>{t('airports.departures')}</span>
            <span className={styles.keyArr}>{t('airports.arrivals')}</span>
            <span>{t('airports.hourlyCaption')}</span>
          </figcaption>
        </figure>
      )}
    </>
  );
}

function Top10({ day }: { day: DayKey }) {
  const { t } = useTranslation('dynamics');
  const top = useQuery(airportTop10Query(day));
  return (
    <section className={styles.card} aria-labelledby="airport-top10">
      <h2 id="airport-top10" className={styles.heading}>
        {t('airports.top10')}
      </h2>
      <AsyncView {...fromQuery(top)}>
        {(ranks) => (
          <>
            <BarList
              label={t('airports.top10')}
              bars={ranks.map((rank) => ({
                key: rank.airport,
                label: (
                  <Link
                    to={`${paths.dynamics.airports({ code: rank.airport })}${day === 'today' ? '' : `&day=${day}`}`}
                    replace
                    className={styles.rankLink}
                  >
                    {rank.rank}. {rank.city} {rank.airport}
                  </Link>
                ),
                value: rank.movements,
                valueText: t('airports.rankText', {
                  movements: rank.movements,
                  departures: rank.departures,
                  arrivals: rank.arrivals,
                }),
                parts: [
                  { value: rank.departures, tone: 'a' },
                  { value: rank.arrivals, tone: 'b' },
                ],
              }))}
            />
            <p className={styles.legend}>
              <span className={styles.keyDep}>{t('airports.departures')}</span>
              <span className={styles.keyArr}>{t('airports.arrivals')}</span>
            </p>
          </>
        )}
      </AsyncView>
    </section>
  );
}
