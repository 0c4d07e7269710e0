/* Fixtures for the extras picker's tests (only *.test.ts(x) import this). */
import type { RepricedFare } from '../../../contract/flights/booking';
import type { SeatMap, SsrSegment } from '../../../contract/flights/extras';
import { offer } from '../../../domain/flight-filters.fixtures';

/** A direct flight's re-priced fare; farekey 'FREE-…' stands for a fare with free meals and seats. */
export function repriced(origin: string, destination: string, flightnumber: string, farekey: string): RepricedFare {
  const o = offer({ key: `FL-${flightnumber}` });
  o.segments = o.segments.map((s) => ({ ...s, origin, destination, flightnumber }));
  o.fares = [{ ...o.fares[0]!, farekey }];
  return {
    flightkey: o.flightkey,
    farekey,
    offer: o,
    inpolicy: true,
    policyviolationreason: '',
    blocked: false,
    blockedreason: '',
  };
}

export function ssrFor(fare: RepricedFare): SsrSegment[] {
  const free = fare.farekey.startsWith('FREE');
  const seg = fare.offer.segments[0]!;
  return [
    {
      tripnumber: 1,
      segmentindex: 0,
      origin: seg.origin,
      destination: seg.destination,
      meals: [
        { code: 'V', name: 'Veg', amount: free ? '0.00' : '250.00' },
        { code: 'N', name: 'Non Veg', amount: free ? '0.00' : '349.99' },
        { code: 'J', name: 'Jain Meal', amount: free ? '0.00' : '250.00' },
      ],
      baggage: [
        { code: 'XB5', name: '5 KG', amount: '1800.01' },
        { code: 'XB10', name: '10 KG', amount: '3600.00' },
      ],
    },
  ];
}

const WIDEBODY = ['A', 'B', 'C', '', 'D', 'E', 'F', '', 'G', 'H', 'K'];
const KIND: Record<string, 'window' | 'middle' | 'aisle'> = {
  A: 'window',
  B: 'middle',
  C: 'aisle',
  D: 'aisle',
  E: 'middle',
  F: 'aisle',
  G: 'aisle',
  H: 'middle',
  K: 'window',
};
/** Taken on every map: 12B, and all of row 14. */
export const TAKEN = new Set(['12B', ...WIDEBODY.filter(Boolean).map((c) => `14${c}`)]);

/** A 9-abreast widebody, rows 10-29: 180 seats. Windows ₹350, aisles ₹200, middles free (all free on a FREE fare). */
export function seatMapFor(fare: RepricedFare): SeatMap {
  const free = fare.farekey.startsWith('FREE');
  const seg = fare.offer.segments[0]!;
  const price = { window: '350.00', aisle: '200.00', middle: '0.00' };
  return {
    tripnumber: 1,
    segmentindex: 0,
    origin: seg.origin,
    destination: seg.destination,
    equipment: '789',
    columns: WIDEBODY,
    rows: Array.from({ length: 20 }, (_, i) => {
      const row = 10 + i;
      return {
        row,
        exitrow: row === 20,
        seats: WIDEBODY.filter(Boolean).map((col) => ({
          seatno: `${row}${col}`,
          available: !TAKEN.has(`${row}${col}`),
          amount: free ? '0.00' : price[KIND[col]!],
          kind: KIND[col]!,
        })),
      };
    }),
  };
}
