import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteData } from '@/api/schema/compinfo';
import { Icon } from '@/components/Icon';
import { airportSelector, routeSelector, type AirportTarget, type RouteSource } from '../lib/routeSource';
import styles from './study.module.css';

interface PlaceFilterProps {
  /** The screen asking: the selectors return to it. */
  source: AirportTarget & RouteSource;
  /** The asking screen's other filters, carried through the selectors and back. */
  kept: Record<string, string | undefined>;
  /** The chosen airport's code, or ''. */
  code: string;
  /** The chosen route's id, or ''. */
  routeId: string;
  /** The chosen route once the routes are read. */
  route: RouteData | undefined;
  /** The words of the button that drops the choice ("all airports", "all flights"). */
  clearLabel: string;
  onClear: () => void;
}

/** Narrowing a screen to one airport or one route: both selectors one tap away, and the way back to all. */
export function PlaceFilter({ source, kept, code, routeId, route, clearLabel, onClear }: PlaceFilterProps) {
  const { t } = useTranslation('study');
  return (
    <div className={styles.actions}>
      <Link className={styles.buttonOutline} to={airportSelector(source, { ...kept, code })}>
        <Icon name="location" size={36} />
        {code ? t('weather.changeAirport', { code }) : t('weather.chooseAirport')}
      </Link>
      <Link className={styles.buttonOutline} to={routeSelector(source, { ...kept, routeId })}>
        <Icon name="search" size={36} />
        {route ? t('weather.changeRoute', { route: `${route.from}–${route.to}` }) : t('route.choose')}
      </Link>
      {(code || routeId) && (
        <button type="button" className={styles.buttonOutline} onClick={onClear}>
          {clearLabel}
        </button>
      )}
    </div>
  );
}
