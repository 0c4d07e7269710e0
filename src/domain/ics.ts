/*
 * An iCalendar file (RFC 5545) of a ticket's flights, one VEVENT per flight segment, for the
 * e-ticket's 'Add to calendar' (docs/features/phone.md). Times are the airline's local wall-clock
 * times; with the airport's IANA time zone they become UTC instants, without one they stay
 * "floating" (the calendar shows them as written, which is right for a traveller at the airport).
 */

export interface IcsEndpoint {
  /** IATA code, 'DEL'. */
  code: string;
  /** 'Indira Gandhi International Airport'; may be empty. */
  name: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:mm', local to the airport. */
  time: string;
  /** IANA zone of the airport ('Asia/Kolkata') when known. */
  timeZone?: string;
}

export interface IcsFlight {
  /** Unique and stable for this segment of this booking: a re-import updates instead of duplicating. */
  uid: string;
  /** '6E 123'. */
  flight: string;
  from: IcsEndpoint;
  to: IcsEndpoint;
  /** Free text: PNR, booking reference. */
  description: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    const limit = lines.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function utcStamp(instant: Date): string {
  return (
    `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/** Milliseconds the zone is ahead of UTC at that instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(fields.find((f) => f.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** DTSTART/DTEND value: UTC when the zone is known, floating local time otherwise. */
function dateTime({ date, time, timeZone }: IcsEndpoint): string {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = (time || '00:00').split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (!timeZone) return `${pad(y, 4)}${pad(mo)}${pad(d)}T${pad(h)}${pad(mi)}00`;
  // The offset at the guess, then again at the corrected instant: right across a DST change.
  const first = wall - zoneOffset(wall, timeZone);
  return utcStamp(new Date(wall - zoneOffset(first, timeZone)));
}

function place({ code, name }: IcsEndpoint): string {
  return name ? `${name} (${code})` : code;
}

function event(flight: IcsFlight, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(flight.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${dateTime(flight.from)}`,
    `DTEND:${dateTime(flight.to)}`,
    `SUMMARY:${escapeIcsText(`Flight ${flight.flight} ${flight.from.code} → ${flight.to.code}`)}`,
    `LOCATION:${escapeIcsText(`${place(flight.from)} → ${place(flight.to)}`)}`,
    `DESCRIPTION:${escapeIcsText(flight.description)}`,
    'END:VEVENT',
  ];
}

/** The whole calendar, CRLF line ends, folded; `now` is the DTSTAMP. */
export function buildIcs(flights: readonly IcsFlight[], now: Date): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Voyage//Flight e-ticket//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...flights.flatMap((flight) => event(flight, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
