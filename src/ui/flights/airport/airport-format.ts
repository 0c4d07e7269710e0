import type { AirportDetail } from '../../../contract/flights/airports';

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
