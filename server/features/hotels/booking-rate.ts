import { indiaToday } from '../../../src/domain/calendar-days';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import type { HotelPriceChange } from '../../../src/contract/hotels/booking-shapes';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { type Hotel, type HotelRate, type StayCharges, hotelSupplier } from './supplier';

/*
 * bookhotel's own recheck (docs/features/hotels.md "Bookings"): the key the page sends is priced
 * again with the supplier before anything is claimed, so what is charged is what the supplier sells
 * now. A new price refuses with 409 carrying the new rate (the page shows it; booking again with
 * its key accepts it); a room gone refuses with 409 naming it. Nothing is saved on either.
 */

export const SOLD_OUT = 'ratekey: this room is sold out for these dates. Please choose another room or hotel.';
export const PRICE_CHANGED = 'ratekey: the price of this room has changed. Please review the new price and book again.';
export const HOTELIER_DOWN = 'The hotel supplier is not answering right now. Please try again later.';

/** The rate as it will be booked: the supplier's rate, its hotel and its charges with GST. */
export interface StayToBook {
  rate: HotelRate;
  hotel: Hotel;
  charges: StayCharges;
}

const money = minorUnitsToDecimal;

function priceChanged(previous: HotelRate | undefined, rate: HotelRate, charges: StayCharges): HttpError {
  const before = previous ? hotelSupplier().charges(previous).total : 0n;
  const body: HotelPriceChange = {
    ResponseStatus: { status: 'NOK', message: PRICE_CHANGED },
    pricechange: {
      ratekey: rate.ratekey,
      previoustotal: money(before),
      base: money(charges.base),
      tax: money(charges.tax),
      total: money(charges.total),
    },
  };
  return new HttpError(409, PRICE_CHANGED, body);
}

/** Rechecks `ratekey` on the server's today; answers the stay to book or throws the refusal. */
export async function recheckForBooking(ctx: HandlerContext, ratekey: string): Promise<StayToBook> {
  const supplier = hotelSupplier();
  const answer = await supplier.price.price(ctx.tx, { ratekey, today: indiaToday(ctx.now) });
  if ('problem' in answer) throw badRequest(answer.problem);
  if ('supplierDown' in answer) throw new HttpError(502, HOTELIER_DOWN);
  if (answer.status === 'soldout') throw new HttpError(409, SOLD_OUT);
  const charges = supplier.charges(answer.rate);
  if (answer.status === 'pricechanged') {
    const quoted = supplier.price.quoted(ratekey);
    throw priceChanged('ratekey' in quoted ? quoted : undefined, answer.rate, charges);
  }
  const hotel = supplier.content(answer.rate.hotelcode);
  if ('problem' in hotel) throw badRequest(hotel.problem);
  if ('supplierDown' in hotel) throw new HttpError(502, HOTELIER_DOWN);
  return { rate: answer.rate, hotel, charges };
}
