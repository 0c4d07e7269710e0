import type { FlightSearchQuery } from '../search/flight-query';
import { cabinName } from '../../../domain/display-names';
import { formatDateWithWeekday } from '../../../domain/format';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'One-way flights', 'Round trip flights', 'Multi-city flights'. */
export function searchTitle(query: FlightSearchQuery): string {
  return { oneway: 'One-way flights', roundtrip: 'Round trip flights', multicity: 'Multi-city flights' }[query.triptype];
}

/** 'BLR → DEL Tue, 1 Dec 2026 · DEL → BLR Sat, 5 Dec 2026 · 2 adults, 1 child · Economy'. */
export function searchSummary(query: FlightSearchQuery): string {
  const legs = query.sectors.map((s) => `${s.origin} → ${s.destination} ${formatDateWithWeekday(s.jdate)}`);
  const people = [
    plural(query.adults, 'adult', 'adults'),
    query.children > 0 ? plural(query.children, 'child', 'children') : '',
    query.infants > 0 ? plural(query.infants, 'infant', 'infants') : '',
  ].filter(Boolean);
  return [...legs, people.join(', '), cabinName(query.cabin)].join(' · ');
}

/** The name of each list of results: onward and return, one per sector, or the combined round trip. */
export function listTitles(query: FlightSearchQuery, count: number): string[] {
  if (query.triptype === 'multicity') return Array.from({ length: count }, (_, i) => `Sector ${i + 1}`);
  if (count === 2) return ['Onward', 'Return'];
  return [query.triptype === 'roundtrip' ? 'Round trip' : 'Onward'];
}
