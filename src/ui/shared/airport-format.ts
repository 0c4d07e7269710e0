import type { AirportDetail } from '../../contract/flights/airports';

/** What an airport field may hold: a full airport, or only a code (read back from a link). */
export type AirportValue = Pick<AirportDetail, 'code'> & Partial<AirportDetail>;

/** The field's text for a chosen airport: 'Bengaluru (BLR)', or the bare code when that is all we know. */
export function airportText(value: AirportValue | null): string {
  if (!value) return '';
  return value.location ? `${value.location} (${value.code})` : value.code;
}

/** The second line of a suggestion: 'Kempegowda International Airport, India'. */
export function airportDetailLine(airport: AirportDetail): string {
  return [airport.name, airport.country].filter(Boolean).join(', ');
}

/**
 * The other way round, for forms that store the text (a trip's origin and destination): 'Bengaluru
 * (BLR)' is that airport; any other text (typed before the field offered airports) is shown as it is.
 */
export function airportFromText(text: string): AirportValue | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^(.+) \(([A-Z]{3})\)$/.exec(trimmed);
  return match ? { code: match[2]!, location: match[1]! } : { code: trimmed };
}
