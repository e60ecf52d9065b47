import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { Field } from '../Field';
import styles from './CityIndexSelector.module.css';

export interface Airport {
  /** IATA code, unique. */
  code3: string;
  /** ICAO code. */
  code4?: string;
  /** Airport name, e.g. 北京首都国际机场. */
  name: string;
  /** City name, e.g. 北京. */
  city: string;
  /** Pinyin of the city (its first letter decides the index group), e.g. "beijing". */
  pinyin: string;
}

/** sessionStorage key of the selection history (a JSON array of code3, newest first). */
export const CITY_HISTORY_KEY = 'components.cityIndexSelector.history';
export const CITY_HISTORY_LIMIT = 8;

export interface CityIndexSelectorProps {
  airports: Airport[];
  /** code3 of the hot cities, in display order. */
  hotCodes?: string[];
  onSelect: (airport: Airport) => void;
  /** Currently selected code3 (highlighted). */
  value?: string;
  /** Override the sessionStorage key, e.g. to keep departure and arrival history apart. */
  historyKey?: string;
  historyLimit?: number;
  className?: string;
}

export function readCityHistory(key = CITY_HISTORY_KEY): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export function pushCityHistory(code3: string, key = CITY_HISTORY_KEY, limit = CITY_HISTORY_LIMIT): string[] {
  const next = [code3, ...readCityHistory(key).filter((c) => c !== code3)].slice(0, limit);
  try {
    sessionStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the history just is not kept.
  }
  return next;
}

const letterOf = (a: Airport) => {
  const ch = a.pinyin.trim().charAt(0).toUpperCase();
  return ch >= 'A' && ch <= 'Z' ? ch : '#';
};

/** Groups airports by the first letter of their pinyin, sorted. */
export function groupAirports(airports: Airport[]): Array<{ letter: string; items: Airport[] }> {
  const groups = new Map<string, Airport[]>();
  for (const a of [...airports].sort((x, y) => x.pinyin.localeCompare(y.pinyin))) {
    const l = letterOf(a);
    groups.set(l, [...(groups.get(l) ?? []), a]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, items]) => ({ letter, items }));
}

export function searchAirports(airports: Airport[], query: string): Airport[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return airports.filter((a) =>
    [a.name, a.city, a.pinyin, a.code3, a.code4 ?? ''].some((v) => v.toLowerCase().includes(q)),
  );
}

/** City/airport chooser: search, hot and history cities, and an alphabet index bar (SPEC §2). */
export function CityIndexSelector({
  airports,
  hotCodes = [],
  onSelect,
  value,
  historyKey = CITY_HISTORY_KEY,
  historyLimit = CITY_HISTORY_LIMIT,
  className,
}: CityIndexSelectorProps) {
  const { t } = useTranslation('components');
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [history, setHistory] = useState(() => readCityHistory(historyKey));
  const byCode = useMemo(() => new Map(airports.map((a) => [a.code3, a])), [airports]);
  const groups = useMemo(() => groupAirports(airports), [airports]);
  const results = useMemo(() => searchAirports(airports, query), [airports, query]);
  const hot = hotCodes.map((c) => byCode.get(c)).filter((a): a is Airport => !!a);
  const recent = history.map((c) => byCode.get(c)).filter((a): a is Airport => !!a);
  const groupId = (letter: string) => `${baseId}-group-${letter}`;

  const choose = (a: Airport) => {
    setHistory(pushCityHistory(a.code3, historyKey, historyLimit));
    onSelect(a);
  };

  const jump = (letter: string) => {
    const heading = document.getElementById(groupId(letter));
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  const chip = (a: Airport) => (
    <li key={a.code3}>
      <button
        type="button"
        className={[styles.chip, value === a.code3 && styles.active].filter(Boolean).join(' ')}
        aria-pressed={value === a.code3}
        onClick={() => choose(a)}
      >
        {a.city}
      </button>
    </li>
  );

  const row = (a: Airport) => (
    <li key={a.code3}>
      <button
        type="button"
        className={[styles.row, value === a.code3 && styles.active].filter(Boolean).join(' ')}
        aria-pressed={value === a.code3}
        onClick={() => choose(a)}
      >
        <span className={styles.rowName}>
          {a.city} · {a.name}
        </span>
        <span className={styles.code}>{a.code3}</span>
      </button>
    </li>
  );

  return (
    <div className={[styles.selector, className].filter(Boolean).join(' ')}>
      <div role="search" className={styles.search}>
        <Field
          type="search"
          icon="search"
          label={<span className="visually-hidden">{t('city.search')}</span>}
          placeholder={t('city.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          autoComplete="off"
        />
      </div>

      {query.trim() ? (
        <section aria-labelledby={`${baseId}-results`} className={styles.section}>
          <h3 id={`${baseId}-results`} className={styles.heading} aria-live="polite">
            {t('city.results')}
          </h3>
          {results.length ? (
            <ul className={styles.rows}>{results.map(row)}</ul>
          ) : (
            <p className={styles.none}>{t('city.noResult')}</p>
          )}
        </section>
      ) : (
        <div className={styles.body}>
          <div className={styles.lists}>
            {recent.length > 0 && (
              <section aria-labelledby={`${baseId}-history`} className={styles.section}>
                <h3 id={`${baseId}-history`} className={styles.heading}>
                  {t('city.history')}
                </h3>
                <ul className={styles.chips}>{recent.map(chip)}</ul>
              </section>
            )}
            {hot.length > 0 && (
              <section aria-labelledby={`${baseId}-hot`} className={styles.section}>
                <h3 id={`${baseId}-hot`} className={styles.heading}>
                  {t('city.hot')}
                </h3>
                <ul className={styles.chips}>{hot.map(chip)}</ul>
              </section>
            )}
            {groups.map((g) => (
              <section key={g.letter} aria-labelledby={groupId(g.letter)} className={styles.section}>
                <h3 id={groupId(g.letter)} className={styles.letter} tabIndex={-1}>
                  {g.letter}
                </h3>
                <ul className={styles.rows}>{g.items.map(row)}</ul>
              </section>
            ))}
          </div>
          <nav aria-label={t('city.index')} className={styles.index}>
            <ul>
              {groups.map((g) => (
                <li key={g.letter}>
                  <button
                    type="button"
                    className={styles.indexButton}
                    aria-label={t('city.jumpTo', { letter: g.letter })}
                    onClick={() => jump(g.letter)}
                  >
                    {g.letter}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
