import { useTranslation } from 'react-i18next';
import { beijingClock, localClock } from '../lib/flightTime';

export type ClockZone = 'local' | 'beijing';

interface ClockProps {
  iso: string | null | undefined;
  zone?: ClockZone;
  /** Show the date as well as the time. */
  withDate?: boolean;
  /** Spell out the zone after the time (where no column or caption already says it). */
  labelled?: boolean;
  className?: string;
}

/** One flight time on the airport's clock or on Beijing's; a missing time shows a dash. */
export function Clock({ iso, zone = 'local', withDate, labelled, className }: ClockProps) {
  const { t } = useTranslation();
  const reading = zone === 'local' ? localClock(iso) : beijingClock(iso);
  const zoneText = t(zone === 'local' ? 'timeZone.local' : 'timeZone.beijing');
  if (!reading || !iso) {
    return (
      <span className={className} aria-label={labelled ? `${zoneText} —` : undefined}>
        —
      </span>
    );
  }
  const text = withDate ? `${reading.date} ${reading.time}` : reading.time;
  return (
    <time className={className} dateTime={iso}>
      {text}
      {labelled && <small> {zoneText}</small>}
    </time>
  );
}
