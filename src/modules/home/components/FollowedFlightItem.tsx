import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import type { FlightListItem } from '@/api/schema/dynamics';
import { paths } from '@/lib/paths';
import { airportClock, FLIGHT_STATUS_TONE } from '../status';
import { Tag } from '@/components/Tag';
import styles from './FollowedFlightItem.module.css';

export interface FollowedFlightItemProps {
  flight: FlightListItem;
  /** When given, an unfollow button sits beside the link. */
  onUnfollow?: (flight: FlightListItem) => void;
  busy?: boolean;
}

/** A followed flight with its live status; the row opens the flight's dynamics detail. */
export function FollowedFlightItem({ flight, onUnfollow, busy }: FollowedFlightItemProps) {
  const { t } = useTranslation('home');
  const departure = flight.actualDeparture ?? flight.estimatedDeparture ?? flight.plannedDeparture;
  const arrival = flight.actualArrival ?? flight.plannedArrival;
  return (
    <li className={styles.item}>
      <Link to={paths.dynamics.details({ flightId: flight.id })} className={styles.link}>
        <span className={styles.head}>
          <strong className={styles.flightNo}>{flight.flightNo}</strong>
          <span className={styles.date}>{flight.flightDate}</span>
          <Tag tone={FLIGHT_STATUS_TONE[flight.status]}>{t(`flightStatus.${flight.status}`)}</Tag>
        </span>
        <span className={styles.route}>
          <span className={styles.end}>
            <span className={styles.time}>{airportClock(departure)}</span>
            <span>{flight.fromName}</span>
          </span>
          <Icon name="plane" size={36} className={styles.plane} label={t('follow.to')} />
          <span className={`${styles.end} ${styles.arrival}`}>
            <span className={styles.time}>{airportClock(arrival)}</span>
            <span>
              {flight.divertedTo ? t('follow.divertedTo', { airport: flight.divertedTo }) : flight.toName}
            </span>
          </span>
        </span>
        {flight.delayReason && (
          <span className={styles.reason}>{t('follow.delayReason', { reason: flight.delayReason })}</span>
        )}
      </Link>
      {onUnfollow && (
        <button
          type="button"
          className={styles.unfollow}
          onClick={() => onUnfollow(flight)}
          disabled={busy}
          aria-label={t('follow.unfollowFlight', { flightNo: flight.flightNo })}
        >
          <Icon name="star-filled" size={40} />
          <span>{t('follow.unfollow')}</span>
        </button>
      )}
    </li>
  );
}
