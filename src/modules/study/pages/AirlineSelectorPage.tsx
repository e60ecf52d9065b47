import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { allRoutesQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { Page } from '@/shell/Page';
import { SearchBox } from '../components/SearchBox';
import { useRemembered } from '../lib/useRemembered';
import { isRouteSource, keptFilters, ROUTE_SOURCES, withSearch } from '../lib/routeSource';
import { WindowedRows } from '../components/WindowedRows';
import styles from '../components/study.module.css';

/** Fixed slot height of a route row (rem, gap included). */
const ROW_REM = 4.5;

/**
 * Picks a route for the screen named by :source and goes back to it with ?routeId=, keeping the
 * filters the asking screen passed along.
 */
export default function AirlineSelectorPage() {
  const { t } = useTranslation('study');
  const navigate = useNavigate();
  const { source } = useParams();
  const target = isRouteSource(source) ? ROUTE_SOURCES[source] : ROUTE_SOURCES.airRoute;
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useRemembered('routes');
  const current = params.get('routeId');
  const routes = useQuery(allRoutesQuery({}));
  const k = keyword.trim().toUpperCase();
  const shown = (routes.data ?? []).filter(
    (r) =>
      !k || `${r.number} ${r.name} ${r.from} ${r.to} ${r.fromName} ${r.toName}`.toUpperCase().includes(k),
  );
  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <SearchBox
          label={t('route.search')}
          placeholder={t('route.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
        />
        <AsyncView {...fromQuery(routes)} data={routes.data === undefined ? undefined : shown}>
          {(list) => (
            <WindowedRows items={list} rowRem={ROW_REM} label={t('route.list')} rowKey={(route) => route.id}>
              {(route) => (
                <button
                  type="button"
                  className={`${styles.row} ${styles.slotFill}`}
                  aria-current={current === route.id || undefined}
                  // The selector replaces itself: back from the chosen route leaves the screen.
                  onClick={() =>
                    navigate(withSearch(target, { ...keptFilters(params), routeId: route.id }), {
                      replace: true,
                    })
                  }
                >
                  <span className={styles.rowMain}>
                    <span className={styles.rowTitle}>
                      {route.from} → {route.to} · {route.number}
                    </span>
                    <span className={styles.rowSub}>
                      {route.fromName} – {route.toName} · {route.distanceKm} km / {route.distanceNm} NM
                    </span>
                  </span>
                </button>
              )}
            </WindowedRows>
          )}
        </AsyncView>
      </div>
    </Page>
  );
}
