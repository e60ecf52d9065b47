import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FlightListItem, FlightStatus } from '@/api/schema/dynamics';
import { paths } from '@/lib/paths';
import { textTemplate } from '@/lib/textTemplate';
import { localClock } from '../lib/flightTime';
import { FollowButton } from './FollowButton';
import { StatusBadge } from './StatusBadge';
import styles from './FlightRow.module.css';

/** Row height plus the gap below it (FlightRow.module.css: 9.25rem + 0.5rem), for windowed lists. */
export const FLIGHT_ROW_HEIGHT_REM = 9.75;

const STATUSES: FlightStatus[] = ['planned', 'departed', 'arrived', 'delayed', 'cancelled', 'diverted'];

/** The words every flight row shows, looked up once per list and language (useFlightRowWords). */
export interface FlightRowWords {
  mine: string;
  to: string;
  planned: string;
  actual: string;
  status: Record<FlightStatus, string>;
  aircraftLine: (values: { type: string; registration: string }) => string;
  leg: (values: { takeoff: string; arrival: string }) => string;
  divertedTo: (values: { airport: string }) => string;
  followLabel: (values: { flightNo: string }) => string;
}

/**
 * The rows' words, for the list that draws them: a fast scroll mounts several rows a frame, and at a
 * phone's speed each translation call (≈ 0.1 ms, more with interpolation) and each translation hook (a
 * copy of the i18n instance on mount) per row made those frames miss their 33 ms. Texts with a flight's
 * values are looked up once and filled per row (textTemplate). The rows redraw when the language
 * changes (the words are a new object then).
 */
export function useFlightRowWords(): FlightRowWords {
  const { t } = useTranslation('dynamics');
  return useMemo(
    () => ({
      mine: t('list.mine'),
      to: t('list.to'),
      planned: t('list.planned'),
      actual: t('list.actual'),
      status: Object.fromEntries(STATUSES.map((status) => [status, t(`status.${status}`)])) as Record<
        FlightStatus,
        string
      >,
      // Each slot is filled with itself: the text comes back with its slots for textTemplate.
      aircraftLine: textTemplate(
        t('list.aircraftLine', { type: '{{type}}', registration: '{{registration}}' }),
      ),
      leg: textTemplate(t('list.leg', { takeoff: '{{takeoff}}', arrival: '{{arrival}}' })),
      divertedTo: textTemplate(t('list.divertedTo', { airport: '{{airport}}' })),
      followLabel: textTemplate(t('follow.label', { flightNo: '{{flightNo}}' })),
    }),
    [t],
  );
}

/** A take-off and a landing on the airports' clocks ("dep 08:30 · arr 11:45"); a missing time is a dash. */
function legText(
  departure: string | null | undefined,
  arrival: string | null | undefined,
  words: FlightRowWords,
) {
  return words.leg({
    takeoff: localClock(departure)?.time ?? '—',
    arrival: localClock(arrival)?.time ?? '—',
  });
}

/** The row's aircraft line, with the airport a diverted flight went to. */
function aircraftText(flight: FlightListItem, words: FlightRowWords): string {
  const aircraft = words.aircraftLine({ type: flight.aircraftType, registration: flight.registration });
  return flight.divertedTo ? `${aircraft} · ${words.divertedTo({ airport: flight.divertedTo })}` : aircraft;
}

/**
 * One flight of a list: a real link to its details, and the follow control beside it (a button may
 * not sit inside a link). Rows have a fixed height, which lets a windowed list render only the rows in
 * view and still restore the scroll position exactly. The list follows for its rows (useFollowFlight
 * once per list, not an observer per row).
 */
export const FlightRow = memo(function FlightRow({
  flight,
  words,
  position,
  setSize,
  following,
  onFollow,
}: {
  flight: FlightListItem;
  words: FlightRowWords;
  /** 1-based place in the whole list, for screen readers when only some rows are rendered. */
  position?: number;
  setSize?: number;
  /** A follow change of this flight is on its way. */
  following: boolean;
  onFollow: (flight: FlightListItem) => void;
}) {
  return (
    <li className={styles.row} data-flight-id={flight.id} aria-posinset={position} aria-setsize={setSize}>
      <Link to={paths.dynamics.details({ flightId: flight.id })} className={styles.link}>
        <span className={styles.head}>
          <strong className={styles.flightNo}>{flight.flightNo}</strong>
          <StatusBadge status={flight.status} label={words.status[flight.status]} />
          {flight.mine && <span className={styles.mine}>{words.mine}</span>}
        </span>
        {/* Each text is one string (one text node, not three): a fast scroll mounts several rows a frame. */}
        <span className={styles.route}>
          {`${flight.from} ${flight.fromName}`}
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden">{words.to}</span>
          {`${flight.to} ${flight.toName}`}
        </span>
        <span className={styles.aircraft}>{aircraftText(flight, words)}</span>
        {/* Two lines of text, not a grid of ten cells: without the cells, a fast scroll's frames that
            mount rows were a fifth shorter at 4x CPU (docs/performance.md). The lists say once that
            the times are local. */}
        <span className={styles.times}>
          <span className={styles.timeLine}>
            <span className={styles.timeHead}>{words.planned}</span>
            {legText(flight.plannedDeparture, flight.plannedArrival, words)}
          </span>
          <span className={`${styles.timeLine} ${styles.actual}`}>
            <span className={styles.timeHead}>{words.actual}</span>
            {legText(flight.actualDeparture, flight.actualArrival, words)}
          </span>
        </span>
      </Link>
      <FollowButton
        followed={flight.followed}
        busy={following}
        label={words.followLabel({ flightNo: flight.flightNo })}
        onToggle={() => onFollow(flight)}
        className={styles.follow}
      />
    </li>
  );
});
