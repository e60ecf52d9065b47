import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FlightListItem } from '@/api/schema/dynamics';
import { paths } from '@/lib/paths';
import { Clock } from './Clock';
import { FollowButton } from './FollowButton';
import { StatusBadge } from './StatusBadge';
import styles from './FlightRow.module.css';

/**
 * One flight of a list: a real link to its details, and the follow control beside it (a button may
 * not sit inside a link). Rows have a fixed height, which lets the list skip rendering rows off screen
 * (content-visibility) and still restore the scroll position exactly.
 */
/** Row height plus the gap below it (FlightRow.module.css: 9.25rem + 0.5rem), for windowed lists. */
export const FLIGHT_ROW_HEIGHT_REM = 9.75;

export const FlightRow = memo(function FlightRow({
  flight,
  position,
  setSize,
}: {
  flight: FlightListItem;
  /** 1-based place in the whole list, for screen readers when only some rows are rendered. */
  position?: number;
  setSize?: number;
}) {
  const { t } = useTranslation('dynamics');
  const arrivalAirport = flight.divertedTo ?? flight.to;
  return (
    <li className={styles.row} data-flight-id={flight.id} aria-posinset={position} aria-setsize={setSize}>
      <Link to={paths.dynamics.details({ flightId: flight.id })} className={styles.link}>
        <span className={styles.head}>
          <strong className={styles.flightNo}>{flight.flightNo}</strong>
          <StatusBadge status={flight.status} />
          {flight.mine && <span className={styles.mine}>{t('list.mine')}</span>}
        </span>
        <span className={styles.route}>
          <span>
            {flight.from} {flight.fromName}
          </span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden">{t('list.to')}</span>
          <span>
            {flight.to} {flight.toName}
          </span>
        </span>
        <span className={styles.aircraft}>
          {t('list.aircraftLine', { type: flight.aircraftType, registration: flight.registration })}
          {flight.divertedTo && <> · {t('list.divertedTo', { airport: arrivalAirport })}</>}
        </span>
        <span className={styles.times}>
          <span className={styles.zone}>{t('timeZone.local', { ns: 'common' })}</span>
          <span className={styles.colHead}>{t('list.takeoff')}</span>
          <span className={styles.colHead}>{t('list.arrival')}</span>
          <span className={styles.rowHead}>{t('list.planned')}</span>
          <Clock iso={flight.plannedDeparture} />
          <Clock iso={flight.plannedArrival} />
          <span className={styles.rowHead}>{t('list.actual')}</span>
          <Clock iso={flight.actualDeparture} className={styles.actual} />
          <Clock iso={flight.actualArrival} className={styles.actual} />
        </span>
      </Link>
      <FollowButton
        flightId={flight.id}
        flightNo={flight.flightNo}
        followed={flight.followed}
        item={flight}
        className={styles.follow}
      />
    </li>
  );
});
