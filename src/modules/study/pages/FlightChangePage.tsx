import { Tag, type TagTone } from '@/components/Tag';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { allRoutesQuery, flightAdjustmentsQuery } from '@/api/compinfo';
import { AsyncView } from '@/components/AsyncView';
import { Segmented } from '@/components/Segmented';
import { beijingDay } from '@/lib/beijing';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { PlaceFilter } from '../components/PlaceFilter';
import { SearchBox } from '../components/SearchBox';
import { WindowedRows } from '../components/WindowedRows';
import { useRemembered } from '../lib/useRemembered';
import { waitingFor } from '../lib/twoReads';
import styles from '../components/study.module.css';

const OFFSETS = [-1, 0, 1, 2] as const;
const FILTERS = { day: '0', code: '', routeId: '' };
/** Fixed slot height of an adjustment (rem, gap included): flight, before → after, two lines of reason. */
const ROW_REM = 7.25;
const DAY_KEYS = { '-1': 'yesterday', '0': 'today', '1': 'tomorrow', '2': 'dayAfter' } as const;
const TYPE_TONE: Record<string, TagTone | undefined> = {
  取消: 'danger',
  备降: 'warning',
  时刻调整: 'info',
};

/** Delays, cancellations and diversions of a day, by airport or route, searched by flight number or airport. */
export default function FlightChangePage() {
  const { t } = useTranslation('study');
  const [filters, change] = useAddressFilters(FILTERS);
  const offset = Number(filters.day);
  const day = (OFFSETS as readonly number[]).includes(offset) ? offset : 0;
  const [keyword, setKeyword] = useRemembered('adjustments');
  const date = beijingDay(day);
  const list = useQuery(flightAdjustmentsQuery({ date }));
  const code = filters.code.toUpperCase();
  const routeId = code ? '' : filters.routeId;
  const routes = useQuery({ ...allRoutesQuery({}), enabled: routeId !== '' });
  const route = routeId ? routes.data?.find((r) => r.id === routeId) : undefined;
  const k = keyword.trim().toUpperCase();
  // The backend filters by day only: airport, route and the search apply to the day's list here.
  const waiting = list.data === undefined || (routeId !== '' && routes.data === undefined);
  const shown = waiting
    ? undefined
    : (list.data ?? []).filter(
        (a) =>
          (!code || a.from === code || a.to === code) &&
          (!routeId || (a.from === route?.from && a.to === route?.to)) &&
          (!k || `${a.flightNo} ${a.from} ${a.to} ${a.type}`.toUpperCase().includes(k)),
      );
  const kept = { day: day ? String(day) : undefined };
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
          source="flightChange"
          kept={kept}
          code={code}
          routeId={routeId}
          route={route}
          clearLabel={t('adjust.allFlights')}
          onClear={() => change({ code: '', routeId: '' })}
        />
        <SearchBox
          label={t('adjust.search')}
          placeholder={t('adjust.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
        />
        <p className={styles.muted}>{date}</p>
        <AsyncView data={shown} {...waitingFor(list, routes)} emptyText={t('adjust.empty')}>
          {(items) => (
            <WindowedRows
              items={items}
              rowRem={ROW_REM}
              label={t('adjust.list', { count: items.length })}
              rowKey={(a) => a.adjustId}
            >
              {(a) => (
                <div className={styles.slotCard}>
                  <h2 className={styles.slotHead}>
                    <span>
                      {a.flightNo} {a.from} → {a.to}
                    </span>
                    <Tag variant="solid" tone={TYPE_TONE[a.type] ?? 'neutral'}>
                      {a.type}
                    </Tag>
                  </h2>
                  <p className={styles.line}>
                    {a.before} → {a.after}
                  </p>
                  <p className={`${styles.lineMuted} ${styles.clamp2}`}>
                    {t('adjust.reason')}: {a.reason} · {t('adjust.published', { time: a.publishTime })}
                  </p>
                </div>
              )}
            </WindowedRows>
          )}
        </AsyncView>
      </div>
    </Page>
  );
}
