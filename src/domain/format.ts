import { arrivalDayLabel } from './arrival-day-offset';

/*
 * The one date and time format of every screen (docs/features/plain-words.md), India's: "16 Dec
 * 2026", "Wed, 16 Dec 2026" where a trip is shown, ranges "16–18 Dec 2026", times "14:05" (and
 * "00:05 +1" for an arrival on a later day), timestamps "16 Dec 2026, 14:05", birth dates DD/MM/YYYY.
 * Dates arrive as 'YYYY-MM-DD', airline times as local 'YYYY-MM-DDTHH:mm' (read as written) and
 * record timestamps as ISO instants with a zone (shown in the device's time).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Wall-clock parts of a date, a zone-less local time, or (converted to this device) an instant. */
function parts(value: string): Parts | null {
  const text = value.trim();
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::[\d.]+)?)?$/.exec(text);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0'] = local;
    const p = { year: Number(y), month: Number(mo) - 1, day: Number(d), hour: Number(h), minute: Number(mi) };
    // '2026-02-30' is not a day: shown as sent rather than as 2 March.
    const check = new Date(Date.UTC(p.year, p.month, p.day));
    return check.getUTCMonth() === p.month && check.getUTCDate() === p.day ? p : null;
  }
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : null;
  if (!instant || Number.isNaN(instant.getTime())) return null;
  return {
    year: instant.getFullYear(),
    month: instant.getMonth(),
    day: instant.getDate(),
    hour: instant.getHours(),
    minute: instant.getMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const weekday = (p: Parts) => WEEKDAYS[new Date(Date.UTC(p.year, p.month, p.day)).getUTCDay()];

/** '2026-12-16' → "16 Dec 2026"; a value that is not a date is shown as it came, never hidden. */
export function formatDate(value: string): string {
  const p = parts(value);
  return p ? `${p.day} ${MONTHS[p.month]} ${p.year}` : value.trim();
}

/** '2026-12-16' → "Wed, 16 Dec 2026": where a trip or a flight is shown; a non-date as sent. */
export function formatDateWithWeekday(value: string): string {
  const p = parts(value);
  return p ? `${weekday(p)}, ${formatDate(value)}` : value.trim();
}

/**
 * A trip's dates: "16–18 Dec 2026", "30 Nov – 2 Dec 2026", "30 Dec 2026 – 2 Jan 2027"; one date
 * alone for a single day or when there is no return date (a one-way request).
 */
export function formatDateRange(from: string, to: string): string {
  const a = parts(from);
  const b = parts(to);
  if (!a) return b ? formatDate(to) : '';
  if (!b || (a.year === b.year && a.month === b.month && a.day === b.day)) return formatDate(from);
  if (a.year !== b.year) return `${formatDate(from)} – ${formatDate(to)}`;
  if (a.month !== b.month) return `${a.day} ${MONTHS[a.month]} – ${formatDate(to)}`;
  return `${a.day}–${formatDate(to)}`;
}

/** '2026-12-16T14:05' → "14:05". */
export function formatTime(value: string): string {
  const p = parts(value);
  return p ? `${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** An arrival's time, "+1"/"+2" after it when it lands on a later day than the departure. */
export function formatArrivalTime(departure: string, arrival: string): string {
  const label = arrivalDayLabel(departure, arrival);
  return label ? `${formatTime(arrival)} ${label}` : formatTime(arrival);
}

/** When something happened: "16 Dec 2026, 14:05". */
export function formatTimestamp(value: string): string {
  const p = parts(value);
  return p ? `${formatDate(`${p.year}-${pad(p.month + 1)}-${pad(p.day)}`)}, ${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** Birth dates in the company locale's numeric form (India): '1990-12-04' → "04/12/1990". */
export function formatBirthDate(value: string): string {
  const p = parts(value);
  return p ? `${pad(p.day)}/${pad(p.month + 1)}/${p.year}` : value.trim();
}
