import { FLIGHT_SUPPLIER } from '../../../src/domain/flight-offer';
import type { FareExtras } from '../../../src/domain/flight-extras';
import type { FlightOffer } from '../../../src/domain/flight-offer';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { flightToday } from './search-store';
import { flightSupplier } from './supplier';

/*
 * GETSSR and GETSEATMAP take a flightkey or a farekey (docs/operations.md). The key must name a flight
 * the airline's timetable flies, today or later; a farekey must name a fare the flight sells.
 * Every refusal is a 400 naming the field, never a 500.
 */

export interface LoadedExtras {
  offer: FlightOffer;
  extras: FareExtras;
}

export async function loadExtrasForKey(ctx: HandlerContext, flightkey: string, supplier: string): Promise<LoadedExtras> {
  if (supplier.toUpperCase() !== FLIGHT_SUPPLIER) throw badRequest(`supplier: unknown supplier ${supplier}`);
  const airline = flightSupplier();
  const key = airline.keys.decode(flightkey);
  if (!key) throw badRequest('flightkey: not a flight or fare key of this supplier');
  const today = flightToday(ctx.now);
  if (key.segments[0]!.departure.slice(0, 10) < today) throw badRequest('flightkey: this flight has already departed');
  const offer = await airline.price.price(ctx.tx, { flightkey, pax: { adults: 1, children: 0, infants: 0 }, today });
  if (!offer) throw badRequest('flightkey: the airline does not fly this flight');
  const farekey = key.family ? airline.keys.fareKey(offer.flightkey, key.family) : offer.flightkey;
  const extras = await airline.price.extras(ctx.tx, offer, farekey, ctx.now);
  if (!extras) throw badRequest(`flightkey: the ${key.family ?? ''} fare is not sold on this flight`);
  return { offer, extras };
}
