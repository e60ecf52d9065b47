import { useState } from 'react';
import { Tag } from '@/components/Tag';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteCharacteristic } from '@/api/schema/compinfo';
import type { RiskLevel } from '@/api/schema/shared';
import { useQuery } from '@tanstack/react-query';
import { allRouteCharacteristicsQuery, routeCharacteristicsQuery } from '@/api/compinfo';
import { AsyncView, fromQuery } from '@/components/AsyncView';
import { BottomSheet } from '@/components/BottomSheet';
import { Icon } from '@/components/Icon';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { useAddressFilters } from '@/shell/useAddressFilters';
import { SearchBox } from '../components/SearchBox';
import { WindowedRows } from '../components/WindowedRows';
import { useRemembered } from '../lib/useRemembered';
import styles from '../components/study.module.css';

const LEVELS: RiskLevel[] = ['高', '中', '低'];
const LEVEL_KEY = { 高: 'high', 中: 'medium', 低: 'low' } as const;
/** Fixed slot height of a characteristic (rem, gap included): title, route, two lines of text. */
const ROW_REM = 7.25;
const LEVEL_TONE = { 高: 'danger', 中: 'warning', 低: 'info' } as const;
const FILTERS = { routeId: '', level: '' };

/** Route characteristics: of every route (searchable, by risk level) or of one chosen route. */
export default function AirlineTraitPage() {
  const { t } = useTranslation('study');
  const [{ routeId, level }, change] = useAddressFilters(FILTERS);
  const [keyword, setKeyword] = useRemembered('traits');
  const [open, setOpen] = useState<RouteCharacteristic | null>(null);
  const list = useQuery(routeId ? routeCharacteristicsQuery({ routeId }) : allRouteCharacteristicsQuery());
  const k = keyword.trim().toUpperCase();
  const shown = (list.data ?? []).filter(
    (c) =>
      (!level || c.level === level) &&
      (!k || `${c.title} ${c.content} ${c.from} ${c.to} ${c.category}`.toUpperCase().includes(k)),
  );
  const first = list.data?.[0];
  return (
    <Page
      header={{
        left: ['back'],
        right: ['home'],
        ...(routeId && first ? { title: `${first.from}–${first.to}` } : {}),
      }}
    >
      <div className={styles.content}>
        <Link className={styles.buttonOutline} to={paths.study.airlineSelector('airlineTrait')}>
          <Icon name="search" size={36} />
          {routeId ? t('route.change') : t('route.choose')}
        </Link>
        {routeId && (
          <Link className={styles.hint} to={paths.study.airlineTrait()} replace>
            {t('trait.showAll')}
          </Link>
        )}
        <SearchBox
          label={t('trait.search')}
          placeholder={t('trait.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
        />
        <ul className={styles.chips} aria-label={t('trait.level')}>
          <li>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={!level}
              onClick={() => change({ level: '' })}
            >
              {t('common.all')}
            </button>
          </li>
          {LEVELS.map((value) => (
            <li key={value}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={level === value}
                onClick={() => change({ level: value })}
              >
                {t(`trait.levels.${LEVEL_KEY[value]}`)}
              </button>
            </li>
          ))}
        </ul>
        <AsyncView {...fromQuery(list)} data={list.data === undefined ? undefined : shown}>
          {(items) => (
            <WindowedRows
              items={items}
              rowRem={ROW_REM}
              label={t('trait.list', { count: items.length })}
              rowKey={(c) => c.charactId}
            >
              {(c) => (
                <div className={styles.slotCard}>
                  <h2 className={styles.slotHead}>
                    <span>{c.title}</span>
                    <Tag variant="solid" tone={LEVEL_TONE[c.level]}>
                      {t(`trait.levels.${LEVEL_KEY[c.level]}`)}
                    </Tag>
                  </h2>
                  <TraitMeta c={c} />
                  {/* The text is cut to two lines; a tap shows the whole characteristic. */}
                  <button
                    type="button"
                    className={`${styles.more} ${styles.line} ${styles.clamp2}`}
                    onClick={() => setOpen(c)}
                  >
                    {c.content}
                  </button>
                </div>
              )}
            </WindowedRows>
          )}
        </AsyncView>
      </div>
      <BottomSheet open={open !== null} onClose={() => setOpen(null)} title={open?.title ?? ''}>
        {open && (
          <>
            <p>
              <Tag variant="solid" tone={LEVEL_TONE[open.level]}>
                {t(`trait.levels.${LEVEL_KEY[open.level]}`)}
              </Tag>
            </p>
            <TraitMeta c={open} />
            <p className={styles.hint}>{open.content}</p>
          </>
        )}
      </BottomSheet>
    </Page>
  );
}

/** Route (a link to it), category and when the characteristic was last updated. */
function TraitMeta({ c }: { c: RouteCharacteristic }) {
  const { t } = useTranslation('study');
  return (
    <p className={styles.lineMuted}>
      <Link to={paths.study.airRoute({ routeId: c.routeId })}>
        {c.from} → {c.to}
      </Link>{' '}
      · {c.category} · {t('trait.updated', { date: c.updatedAt })}
    </p>
  );
}
