import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NavAirwayLeg, RouteData } from '@/api/schema/compinfo';
import { useQuery } from '@tanstack/react-query';
import { allRoutesQuery, navAirwaysQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Icon } from '@/components/Icon';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { Facts } from '@/components/Facts';
import { FavouriteButton } from '../components/FavouriteButton';
import { WindowedRows } from '../components/WindowedRows';
import styles from '../components/study.module.css';

/** Fixed slot height of a route row (rem, gap included). */
const ROW_REM = 4.5;

/** Route data: every route at a glance, or one route's §3 fields, frequencies and airway legs. */
export default function AirRoutePage() {
  const { t } = useTranslation('study');
  const [params] = useSearchParams();
  const routeId = params.get('routeId') ?? '';
  const routes = useQuery(allRoutesQuery({}));
  const route = routes.data?.find((r) => r.id === routeId);
  return (
    <Page
      header={{ left: ['back'], right: ['home'], ...(route ? { title: `${route.from}–${route.to}` } : {}) }}
    >
      <div className={styles.content}>
        <Link className={styles.buttonOutline} to={paths.study.airlineSelector('airRoute')}>
          <Icon name="search" size={36} />
          {routeId ? t('route.change') : t('route.choose')}
        </Link>
        <AsyncView
          {...fromQuery(routes)}
          data={routes.data === undefined ? undefined : routeId ? (route ?? null) : routes.data}
          emptyText={routeId ? t('route.notFound') : undefined}
        >
          {(data: RouteData | RouteData[]) =>
            Array.isArray(data) ? <RouteList routes={data} /> : <RouteDetail route={data} />
          }
        </AsyncView>
      </div>
    </Page>
  );
}

function RouteList({ routes }: { routes: RouteData[] }) {
  const { t } = useTranslation('study');
  return (
    <WindowedRows items={routes} rowRem={ROW_REM} label={t('route.list')} rowKey={(route) => route.id}>
      {(route) => (
        <div className={`${styles.row} ${styles.slotFill}`}>
          <Link to={paths.study.airRoute({ routeId: route.id })} className={styles.rowMain}>
            <span className={styles.rowTitle}>
              {route.from} → {route.to} · {route.number}
            </span>
            <span className={styles.rowSub}>
              {route.distanceKm} km / {route.distanceNm} NM · MSA {route.minSafeAltitude} m
            </span>
          </Link>
          <FavouriteButton
            item={{ kind: 'route', id: route.id, label: `${route.from}–${route.to}`, sub: route.number }}
          />
        </div>
      )}
    </WindowedRows>
  );
}

function RouteDetail({ route }: { route: RouteData }) {
  const { t } = useTranslation('study');
  const legs = useQuery(navAirwaysQuery({ routeId: route.id }));
  return (
    <>
      <section className={styles.card} aria-labelledby="route-facts">
        <h2 id="route-facts" className={styles.heading}>
          <span>
            {route.fromName} → {route.toName}
          </span>
          <FavouriteButton
            item={{ kind: 'route', id: route.id, label: `${route.from}–${route.to}`, sub: route.number }}
          />
        </h2>
        <Facts
          items={[
            { key: 'number', label: t('route.number'), value: route.number },
            { key: 'name', label: t('route.name'), value: route.name },
            { key: 'coord', label: t('route.coordinateSystem'), value: route.coordinateSystem },
            {
              key: 'distance',
              label: t('route.distance'),
              value: `${route.distanceKm} km / ${route.distanceNm} NM`,
            },
            {
              key: 'msa',
              label: t('route.msa'),
              value: `${route.minSafeAltitude} m / ${route.minSafeAltitudeFt} ft`,
            },
            { key: 'course', label: t('route.magneticCourse'), value: `${route.magneticCourse}°` },
            { key: 'alternate', label: t('route.alternate'), value: route.alternate },
            { key: 'waypoints', label: t('route.waypoints'), value: route.waypoints.join(' ') },
          ]}
        />
        <div className={styles.actions}>
          <Link className={styles.buttonOutline} to={paths.study.airlineTrait({ routeId: route.id })}>
            {t('route.characteristics')}
          </Link>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="route-freq">
        <h2 id="route-freq" className={styles.heading}>
          {t('route.frequencies')}
        </h2>
        <Facts
          items={route.frequencies.map((f, i) => ({
            key: String(i),
            label: f.unit,
            value: `${f.callSign} ${f.frequency}`,
          }))}
        />
      </section>
      <section className={styles.card} aria-labelledby="route-legs">
        <h2 id="route-legs" className={styles.heading}>
          {t('route.legs')}
        </h2>
        <AsyncView {...fromQuery(legs)}>
          {(list: NavAirwayLeg[]) => (
            <ol className={styles.list}>
              {list.map((leg) => (
                <li key={leg.seq} className={styles.card}>
                  <h3 className={styles.subheading}>
                    {leg.seq}. {leg.number} · {leg.name}
                  </h3>
                  <Facts
                    items={[
                      { key: 'call', label: t('route.callSign'), value: `${leg.callSign} ${leg.frequency}` },
                      {
                        key: 'dist',
                        label: t('route.distance'),
                        value: `${leg.distanceKm} km / ${leg.distanceNm} NM`,
                      },
                      { key: 'msa', label: t('route.msa'), value: `${leg.minSafeAltitude} m` },
                      { key: 'course', label: t('route.magneticCourse'), value: `${leg.magneticCourse}°` },
                      { key: 'coord', label: t('route.coordinateSystem'), value: leg.coordinateSystem },
                    ]}
                  />
                </li>
              ))}
            </ol>
          )}
        </AsyncView>
      </section>
    </>
  );
}
