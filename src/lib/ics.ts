/**
 * A minimal iCalendar (RFC 5545) writer for crew duties, so a phone's own calendar shows them. Times
 * are written in UTC ("Z"), which every calendar converts to the phone's zone without a VTIMEZONE.
 */
export interface IcsEvent {
  uid: string;
  /** Instants as ISO 8601 with their offset (or anything Date parses). */
  start: string;
  end: string;
  summary: string;
  location?: string;
  description?: string;
}

const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text values escape backslash, semicolon, comma and new lines (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (§3.1); folding by characters keeps multi-byte text whole. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (new TextEncoder().encode(rest).length > 75) {
    let cut = 70;
    while (new TextEncoder().encode(rest.slice(0, cut)).length > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

export function buildIcs(events: IcsEvent[], calendarName: string, now = new Date()): string {
  const stamp = utc(now.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hongxiang Airlines//Crew Assistant//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(calendarName)}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utc(event.start)}`,
      `DTEND:${utc(event.end)}`,
      `SUMMARY:${text(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${text(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${text(event.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Offers the calendar as a download (a phone hands it to its calendar app). */
export function downloadIcs(content: string, fileName: string): void {
  const blob = new Blob([content], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
