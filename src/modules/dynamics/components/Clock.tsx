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

/**
 * One flight time on the airport's clock or on Beijing's; a missing time shows a dash. Only the labelled
 * form has words (the zone), so only it asks for the translation: the airport's movements draw two clocks
 * a row, and each translation hook costs a copy of the i18n instance on mount (react-i18next 16+). The
 * plain form is the element itself, not a component inside one. (The flight rows write their times as
 * text, FlightRow.tsx.)
 */
export function Clock(props: ClockProps) {
  return props.labelled ? <LabelledClock {...props} /> : clockText(props);
}

function LabelledClock(props: ClockProps) {
  const { t } = useTranslation();
  return clockText({
    ...props,
    zoneText: t(props.zone === 'beijing' ? 'timeZone.beijing' : 'timeZone.local'),
  });
}

function clockText({
  iso,
  zone = 'local',
  withDate,
  className,
  zoneText,
}: ClockProps & { zoneText?: string }) {
  const reading = zone === 'local' ? localClock(iso) : beijingClock(iso);
  if (!reading || !iso) {
    return (
      <span className={className} aria-label={zoneText ? `${zoneText} —` : undefined}>
        —
      </span>
    );
  }
  const text = withDate ? `${reading.date} ${reading.time}` : reading.time;
  return (
    <time className={className} dateTime={iso}>
      {text}
      {zoneText && <small> {zoneText}</small>}
    </time>
  );
}
