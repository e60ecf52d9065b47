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
 * form has words (the zone), so only it asks for the translation: a list draws four clocks a row, and each
 * translation hook costs a copy of the i18n instance on mount (react-i18next 16+).
 */
export function Clock(props: ClockProps) {
  return props.labelled ? <LabelledClock {...props} /> : <ClockText {...props} />;
}

function LabelledClock(props: ClockProps) {
  const { t } = useTranslation();
  return (
    <ClockText {...props} zoneText={t(props.zone === 'beijing' ? 'timeZone.beijing' : 'timeZone.local')} />
  );
}

function ClockText({
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
