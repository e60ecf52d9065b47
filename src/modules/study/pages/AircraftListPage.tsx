import { useMemo } from 'react';
import { Tag } from '@/components/Tag';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { allAircraftQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { FavouriteButton } from '../components/FavouriteButton';
import { SearchBox } from '../components/SearchBox';
import { WindowedRows } from '../components/WindowedRows';
import { useRemembered } from '../lib/useRemembered';
import styles from '../components/study.module.css';

/** Fixed slot height of a fleet row (rem, gap included). */
const ROW_REM = 4.5;
const FILTERS = { type: '' };

/** The fleet, searchable by registration, type or model, filtered by type. */
export default function AircraftListPage() {
  const { t } = useTranslation('study');
  const [{ type }, change] = useAddressFilters(FILTERS);
  const [keyword, setKeyword] = useRemembered('aircraft');
  const fleet = useQuery(allAircraftQuery());
  const types = useMemo(() => [...new Set((fleet.data ?? []).map((a) => a.type))].sort(), [fleet.data]);
  const k = keyword.trim().toUpperCase();
  const shown = (fleet.data ?? []).filter(
    (a) =>
      (!type || a.type === type) &&
      (!k || `${a.registration} ${a.type} ${a.model} ${a.subsidiary}`.toUpperCase().includes(k)),
  );

  return (
    <Page header={{ left: ['back'], right: ['home'] }}>
      <div className={styles.content}>
        <SearchBox
          label={t('aircraft.search')}
          placeholder={t('aircraft.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
        />
        {types.length > 1 && (
          <ul className={styles.chips} aria-label={t('aircraft.type')}>
            <li>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={!type}
                onClick={() => change({ type: '' })}
              >
                {t('common.all')}
              </button>
            </li>
            {types.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={type === name}
                  onClick={() => change({ type: name })}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        )}
        <AsyncView {...fromQuery(fleet)} data={fleet.data === undefined ? undefined : shown}>
          {(list) => (
            <WindowedRows
              items={list}
              rowRem={ROW_REM}
              label={t('aircraft.list', { count: list.length })}
              rowKey={(plane) => plane.id}
            >
              {(plane) => (
                <div className={`${styles.row} ${styles.slotFill}`}>
                  <Link to={paths.study.aircraftDetail(plane.id)} className={styles.rowMain}>
                    <span className={styles.rowTitle}>
                      {plane.registration} · {plane.model}
                    </span>
                    <span className={styles.rowSub}>{plane.subsidiary}</span>
                  </Link>
                  {plane.deferredCount > 0 && (
                    <Tag variant="solid" tone="warning">
                      {t('aircraft.deferredCount', { count: plane.deferredCount })}
                    </Tag>
                  )}
                  <FavouriteButton
                    item={{ kind: 'aircraft', id: plane.id, label: plane.registration, sub: plane.model }}
                  />
                </div>
              )}
            </WindowedRows>
          )}
        </AsyncView>
      </div>
    </Page>
  );
}
