import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayKey, FlightFilter, FlightListItem } from '@/api/schema/dynamics';
import { EmptyResult } from '@/components/EmptyResult';
import { ErrorState } from '@/components/ErrorState';
import { LoadingState } from '@/components/LoadingState';
import { PullRefresh } from '@/components/PullRefresh';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { DayKeyTabs } from '../components/DayKeyTabs';
import { FilterTabs } from '../components/FilterTabs';
import { FlightRow, FLIGHT_ROW_HEIGHT_REM, useFlightRowWords } from '../components/FlightRow';
import { WindowedList } from '@/components/WindowedList';
import { useFirstPageState, useFlightList } from '../hooks/useFlightList';
import { useFollowRows } from '../hooks/useFollowFlight';
import { LIST_DEFAULTS, readListQuery, type ListQuery } from '../lib/listQuery';
import styles from './FlightListPage.module.css';

/** The flight list of a day, filtered by status, with follow controls, refresh and load more. */
export default function FlightListPage() {
  const { t } = useTranslation('dynamics');
  // The query lives in the address: reload, back and an error never lose it.
  const [address, change] = useAddressFilters(LIST_DEFAULTS);
  const query = readListQuery(address);
  const { list, error, refresh, hasMore, loadMore, moreError } = useFlightList(query);
  // The same renderer while the total stays: the rows on screen are not drawn again by the page's own
  // renders (a page arriving, a refresh's answer), only the ones coming into view.
  const total = list?.total ?? 0;
  const words = useFlightRowWords();
  const { pending, follow } = useFollowRows();
  const renderRow = useCallback(
    (flight: FlightListItem, index: number) => (
      <FlightRow
        key={flight.id}
        flight={flight}
        words={words}
        position={index + 1}
        setSize={total}
        following={pending.has(flight.id)}
        onFollow={follow}
      />
    ),
    [total, words, pending, follow],
  );

  const searchSummary = [
    query.flightNo && t('list.summaryFlightNo', { flightNo: query.flightNo }),
    (query.from || query.to) &&
      t('list.summaryRoute', {
        from: query.from || t('search.anyAirport'),
        to: query.to || t('search.anyAirport'),
      }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Page header={{ title: t('screens.list'), left: ['back'], right: ['home'] }}>
      <div className={styles.controls}>
        <DayKeyTabs value={query.day} onChange={(day: DayKey) => change({ day })} />
        <FilterTabs
          value={query.filter}
          counts={list?.counts}
          onChange={(filter: FlightFilter) => change({ filter })}
        />
        <p className={styles.caption} aria-live="polite">
          {list?.flightDate && t('list.total', { count: list.total, date: list.flightDate })}
          {searchSummary && <span> · {searchSummary}</span>}
          <span> · {t('list.timesAreLocal')}</span>
        </p>
      </div>
      {!list ? (
        <FirstPageWait query={query} />
      ) : (
        <PullRefresh onRefresh={refresh} onLoadMore={loadMore} hasMore={hasMore && !moreError}>
          {error && (
            <div role="alert" className={styles.banner}>
              <span>{t('list.refreshFailed', { message: error.message })}</span>
              <button type="button" onClick={() => void refresh()}>
                {t('retry', { ns: 'common' })}
              </button>
            </div>
          )}
          {list.items.length === 0 ? (
            <EmptyResult text={t('list.empty')} />
          ) : (
            <WindowedList
              items={list.items}
              rowHeightRem={FLIGHT_ROW_HEIGHT_REM}
              className={styles.list}
              label={t('screens.list')}
              renderRow={renderRow}
            />
          )}
          {moreError && (
            <div role="alert" className={styles.banner}>
              <span>{t('list.moreFailed', { message: moreError.message })}</span>
              <button type="button" onClick={() => void loadMore()}>
                {t('retry', { ns: 'common' })}
              </button>
            </div>
          )}
        </PullRefresh>
      )}
    </Page>
  );
}

/** The list's first page on its way, or the reason it did not come with a retry. */
function FirstPageWait({ query }: { query: ListQuery }) {
  const { error, retry } = useFirstPageState(query);
  return error ? <ErrorState error={error} onRetry={() => void retry()} /> : <LoadingState />;
}
