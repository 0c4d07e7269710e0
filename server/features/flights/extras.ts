import { getSeatMap, getSsr } from '../../../src/contract/flights/extras';
import type { CatalogueSeat, SegmentExtras } from '../../../src/domain/flight-extras';
import type { Cabin } from '../../../src/domain/flight-offer';
import { defineHandler } from '../../dispatch/types';
import { flightExtrasMoreHandlers } from './extras-more';
import { loadExtrasForKey } from './extras-load';
import { flightSupplier } from './supplier';
import { minorUnitsToDecimal } from '../../../src/domain/money';

/*
 * TGFS GETSSR and GETSEATMAP (docs/operations.md, docs/features/flights-booking.md): the
 * airline's extras catalogue (its price step's extras) on the wire, amounts as decimal strings.
 */

const option = (o: { code: string; name: string; amountPaise: bigint }) => ({ code: o.code, name: o.name, amount: minorUnitsToDecimal(o.amountPaise) });

function seatMapOf(segment: SegmentExtras, cabin: Cabin) {
  const layout = flightSupplier().price.seatLayout(segment.equipment, cabin);
  const byRow = new Map<number, CatalogueSeat[]>();
  for (const seat of segment.seats) {
    const row = Number.parseInt(seat.seatno, 10);
    byRow.set(row, [...(byRow.get(row) ?? []), seat]);
  }
  return {
    tripnumber: segment.tripnumber,
    segmentindex: segment.segmentindex,
    origin: segment.origin,
    destination: segment.destination,
    equipment: segment.equipment,
    columns: layout.columns,
    rows: [...byRow].map(([row, seats]) => ({
      row,
      exitrow: layout.exitRows.includes(row),
      seats: seats.map((s) => ({ seatno: s.seatno, available: s.available, amount: minorUnitsToDecimal(s.amountPaise), kind: s.kind })),
    })),
  };
}

export const flightExtrasHandlers = [
  defineHandler(getSsr)(async (ctx, { flightkey, supplier }) => {
    const { extras } = await loadExtrasForKey(ctx, flightkey, supplier);
    return {
      SSR: extras.segments.map((s) => ({
        tripnumber: s.tripnumber,
        segmentindex: s.segmentindex,
        origin: s.origin,
        destination: s.destination,
        meals: s.meals.map(option),
        baggage: s.baggage.map(option),
      })),
    };
  }),

  defineHandler(getSeatMap)(async (ctx, { flightkey, supplier }) => {
    const { offer, extras } = await loadExtrasForKey(ctx, flightkey, supplier);
    const cabin = offer.fares[0]?.cabin ?? 'economy';
    return { Root: { Status: 'OK' as const, Result: { list: { SeatMap: extras.segments.map((s) => seatMapOf(s, cabin)) } } } };
  }),

  ...flightExtrasMoreHandlers,
];
