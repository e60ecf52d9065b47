import { useState } from 'react';
import { Tag } from '@/components/Tag';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WeatherData } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { allRoutesQuery, compWeatherQuery } from '@/api/compinfo';
import { AsyncView } from '@/components/AsyncView';
import { BottomSheet } from '@/components/BottomSheet';
import { Segmented } from '@/components/Segmented';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { PlaceFilter } from '../components/PlaceFilter';
import { SearchBox } from '../components/SearchBox';
import { WindowedRows } from '../components/WindowedRows';
import { useRemembered } from '../lib/useRemembered';
import { waitingFor } from '../lib/twoReads';
import styles from '../components/study.module.css';

const OFFSETS = [0, 1, 2] as const;
const FILTERS = { day: '0', code: '', routeId: '', cond: '' };
const DAY_KEYS = { 0: 'today', 1: 'tomorrow', 2: 'dayAfter' } as const;
type Condition = '' | 'VMC' | 'IMC';
type RouteRole = 'from' | 'to' | 'alternate';
/** Fixed slot height of an airport's weather (rem, gap included): name, summary, time, METAR. */
const ROW_REM = 10.25;

/**
 * Weather of every airport, of one or of a route's airports (departure, destination, alternate), today
 * and the next two days, with METAR and TAF.
 */
export default function WeatherPage() {
  const { t } = useTranslation('study');
  const [filters, change] = useAddressFilters(FILTERS);
  const code = filters.code.toUpperCase();
  const rawDay = Number(filters.day);
  const day = (OFFSETS as readonly number[]).includes(rawDay) ? (rawDay as 0 | 1 | 2) : 0;
  const [keyword, setKeyword] = useRemembered('weather');
  const [open, setOpen] = useState<WeatherData | null>(null);
  const summary = useSummary();
  const condition = (['VMC', 'IMC'].includes(filters.cond) ? filters.cond : '') as Condition;
  const routeId = code ? '' : filters.routeId;
  const routes = useQuery({ ...allRoutesQuery({}), enabled: routeId !== '' });
  const route = routeId ? routes.data?.find((r) => r.id === routeId) : undefined;
  // A route's weather is its departure, destination and alternate, in that order, from the day's list.
  const list = useQuery(compWeatherQuery({ ...(code ? { airportCode: code } : {}), dayOffset: day }));
  const k = keyword.trim().toUpperCase();
  const roles = new Map<string, RouteRole>(
    route
      ? ([
          [route.from, 'from'],
          [route.to, 'to'],
          [route.alternate, 'alternate'],
        ] as const)
      : [],
  );
  const loaded = routeId
    ? list.data && routes.data
      ? [...roles.keys()].flatMap((c) => list.data?.find((w) => w.airportCode === c) ?? [])
      : undefined
    : list.data;
  const shown = (loaded ?? []).filter(
    (w) =>
      (!condition || w.condition === condition) &&
      (!k || Boolean(code || routeId) || `${w.airportCode} ${w.icao} ${w.name}`.toUpperCase().includes(k)),
  );
  const kept = { day: day ? String(day) : undefined, cond: condition || undefined };
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <Segmented
          label={t('filters.day')}
          value={day}
          onChange={(value) => change({ day: String(value) })}
          options={OFFSETS.map((value) => ({ value, label: t(`filters.${DAY_KEYS[value]}`) }))}
        />
        <PlaceFilter
          source="weather"
          kept={kept}
          code={code}
          routeId={routeId}
          route={route}
          clearLabel={t('weather.allAirports')}
          onClear={() => change({ code: '', routeId: '' })}
        />
        {!code && !routeId && (
          <SearchBox
            label={t('weather.search')}
            placeholder={t('weather.searchPlaceholder')}
            value={keyword}
            onChange={setKeyword}
          />
        )}
        <Segmented
          label={t('weather.condition')}
          value={condition}
          onChange={(value) => change({ cond: value })}
          options={[
            { value: '' as Condition, label: t('common.all') },
            { value: 'VMC' as Condition, label: 'VMC' },
            { value: 'IMC' as Condition, label: 'IMC' },
          ]}
        />
        <AsyncView data={loaded === undefined ? undefined : shown} {...waitingFor(list, routes)}>
          {(items) =>
            // One airport is a report to read whole; the list of every airport is windowed, each row
            // cut to its summary and METAR with the whole report a tap away.
            code || routeId ? (
              <ul className={styles.list} aria-label={t('weather.list', { count: items.length })}>
                {items.map((w) => (
                  <li key={w.airportCode} className={styles.card}>
                    <WeatherReport w={w} role={roles.get(w.airportCode)} />
                  </li>
                ))}
              </ul>
            ) : (
              <WindowedRows
                items={items}
                rowRem={ROW_REM}
                label={t('weather.list', { count: items.length })}
                rowKey={(w) => w.airportCode}
              >
                {(w) => (
                  <div className={styles.slotCard}>
                    <WeatherHead w={w} />
                    <p className={`${styles.line} ${styles.clamp2}`}>{summary(w)}</p>
                    <p className={styles.lineMuted}>{t('weather.observed', { time: w.observedAt })}</p>
                    <button
                      type="button"
                      className={`${styles.more} ${styles.metar} ${styles.clamp2}`}
                      aria-label={t('weather.fullReport', { name: w.name })}
                      onClick={() => setOpen(w)}
                    >
                      {w.metar}
                    </button>
                  </div>
                )}
              </WindowedRows>
            )
          }
        </AsyncView>
      </div>
      <BottomSheet
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${open.name} ${open.airportCode}/${open.icao}` : ''}
      >
        {open && <WeatherReport w={open} />}
      </BottomSheet>
    </Page>
  );
}

function useSummary() {
  const { t } = useTranslation('study');
  return (w: WeatherData) =>
    t('weather.summary', {
      wind: w.wind,
      visibility: w.visibilityM,
      temperature: w.temperature,
      qnh: w.qnh,
    });
}

/** The airport (a link to it) and its VMC / IMC mark. */
function WeatherHead({ w }: { w: WeatherData }) {
  return (
    <h2 className={styles.slotHead}>
      <Link to={paths.study.airport({ code: w.airportCode })}>
        {w.name} {w.airportCode}/{w.icao}
      </Link>
      <Tag variant="solid" tone={w.condition === 'IMC' ? 'warning' : 'success'}>
        {w.condition}
      </Tag>
    </h2>
  );
}

/** One airport's whole report: summary, observation time, METAR and TAF as sent; its part in a route. */
function WeatherReport({ w, role }: { w: WeatherData; role?: RouteRole }) {
  const { t } = useTranslation('study');
  const summary = useSummary();
  return (
    <>
      <WeatherHead w={w} />
      {role && (
        <p>
          <Tag variant="solid" tone="info">
            {t(`weather.roles.${role}`)}
          </Tag>
        </p>
      )}
      <p className={styles.hint}>{summary(w)}</p>
      <p className={styles.muted}>{t('weather.observed', { time: w.observedAt })}</p>
      <p className={styles.pre}>{w.metar}</p>
      <p className={styles.pre}>{w.taf}</p>
    </>
  );
}
