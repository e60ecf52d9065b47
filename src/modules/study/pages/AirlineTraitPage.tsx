import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RiskLevel } from '@/api/schema/shared';
import { useCachedRequest } from '@/api/useCachedRequest';
import { AsyncView } from '@/components/AsyncView';
import { Icon } from '@/components/Icon';
import { paths } from '@/lib/paths';
import { Page } from '@/shell/Page';
import { getAllRouteCharacteristics, getRouteCharacteristics } from '../api';
import { SearchBox } from '../components/SearchBox';
import { useRemembered } from '../lib/useRemembered';
import styles from '../components/study.module.css';

const LEVELS: RiskLevel[] = ['高', '中', '低'];
const LEVEL_KEY = { 高: 'high', 中: 'medium', 低: 'low' } as const;
const LEVEL_CLASS = { 高: styles.badgeDanger, 中: styles.badgeWarning, 低: styles.badgeInfo } as const;

/** Route characteristics: of every route (searchable, by risk level) or of one chosen route. */
export default function AirlineTraitPage() {
  const { t } = useTranslation('study');
  const [params, setParams] = useSearchParams();
  const routeId = params.get('routeId') ?? '';
  const [keyword, setKeyword] = useRemembered('traits');
  const level = params.get('level') ?? '';
  const list = useCachedRequest(`study.charact#${routeId}`, (signal) =>
    routeId ? getRouteCharacteristics(routeId, signal) : getAllRouteCharacteristics(signal),
  );
  const change = (patch: Record<string, string>) =>
    setParams(Object.fromEntries(Object.entries({ routeId, level, ...patch }).filter(([, v]) => v)), {
      replace: true,
    });
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
        <AsyncView
          data={list.data === undefined ? undefined : shown}
          loading={list.loading}
          error={list.error}
          onRetry={() => void list.reload()}
        >
          {(items) => (
            <ul className={styles.list} aria-label={t('trait.list', { count: items.length })}>
              {items.map((c) => (
                <li key={c.charactId} className={styles.card}>
                  <h2 className={styles.heading}>
                    <span>{c.title}</span>
                    <span className={LEVEL_CLASS[c.level]}>{t(`trait.levels.${LEVEL_KEY[c.level]}`)}</span>
                  </h2>
                  <p className={styles.muted}>
                    <Link to={paths.study.airRoute({ routeId: c.routeId })}>
                      {c.from} → {c.to}
                    </Link>{' '}
                    · {c.category} · {t('trait.updated', { date: c.updatedAt })}
                  </p>
                  <p className={styles.hint}>{c.content}</p>
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </div>
    </Page>
  );
}
