import * as v from 'valibot';
import { BookHotelRequestSchema } from '../../../src/contract/hotels/booking-request';
import type { HotelPriceChange } from '../../../src/contract/hotels/booking-shapes';
import { formatMoneyExact, parseMinorUnits } from '../../../src/domain/money';
import { numberPaidBooking } from '../../booking/invoice-at-payment';
import type { TripItemToIssue } from '../../booking/product';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { saveCustomFieldAnswers } from '../../workflow/custom-fields';
import { claimHotelBooking } from './booking-claim';
import { hotelFactSource } from './booking-facts';
import { resolveGuests } from './booking-guests';
import { markHotelPaid } from './booking-payment';
import { judgeStay } from './booking-policy';
import { PRICE_CHANGED, SOLD_OUT, type StayToBook, recheckForBooking } from './booking-rate';
import { findByClientRef } from './booking-store';
import { HOTEL_BOOKING_CHANNEL } from './custom-fields';

/*
 * A 'hotel' item booked with its trip (TG-TRIPBOOKING; docs/features/hotels.md "Approval and
 * trips"): the request kept by addhoteltotrip is replayed, rechecked first, and booked billed to
 * the company like the trip's other items. The trip's approval stands in for a booking approval;
 * the verdict is still kept on the booking. The item id makes the clientref, so booking the trip
 * again finds the stay already booked instead of booking a second one.
 */

/** The item's request; null for a hotel item not added by addhoteltotrip (a plain trip item, as flights). */
function storedRequest(item: TripItemToIssue) {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(item.selectedJson, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = v.safeParse(BookHotelRequestSchema, json);
  if (!parsed.success) return null;
  return { ...parsed.output, tripid: item.tripId, paymentmode: 'company' as const, clientref: `trip-item-${item.id}` };
}

const rupees = (decimal: string) => formatMoneyExact(parseMinorUnits(decimal), 'INR');

/** The stay as rechecked now; sold out or a new price refuses the trip's booking (409), naming the totals. */
async function recheckTripStay(ctx: HandlerContext, ratekey: string): Promise<StayToBook> {
  try {
    return await recheckForBooking(ctx, ratekey);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.message === SOLD_OUT) throw new HttpError(409, `The hotel on this trip is sold out: ${SOLD_OUT.replace('ratekey: ', '')}`);
    if (error.message !== PRICE_CHANGED) throw error;
    const { previoustotal, total } = (error.body as HotelPriceChange).pricechange;
    throw new HttpError(
      409,
      `The price of the hotel on this trip has changed from ${rupees(previoustotal)} to ${rupees(total)}: remove it and add the new rate`,
    );
  }
}

/** Books the item's stay (once) and answers its txid, which the trip item then carries; null for a plain item. */
export async function issueTripHotel(ctx: HandlerContext, item: TripItemToIssue): Promise<string | null> {
  const request = storedRequest(item);
  if (!request) return null;
  const earlier = await findByClientRef(ctx.tx, ctx.session, request.clientref);
  if (earlier) return earlier.txid;
  const stay = await recheckTripStay(ctx, request.ratekey);
  const verdict = await judgeStay(ctx, stay);
  const guests = await resolveGuests(ctx, request.guests);
  const policyreason = verdict.inpolicy ? '' : request.policyreason;
  const claimed = await claimHotelBooking(ctx, request, stay, guests, { ...verdict, policyreason, approvalid: '' });
  if (!claimed) throw new HttpError(409, 'The hotel on this trip is being booked: try again');
  await saveCustomFieldAnswers(
    ctx,
    { channel: HOTEL_BOOKING_CHANNEL, recordId: claimed.txid, scope: { tripid: request.tripid } },
    request.customfields,
  );
  const paid = await markHotelPaid(ctx.tx, claimed, { mode: 'company' }, ctx.now);
  if (!paid) throw new HttpError(409, 'The hotel on this trip is being booked: try again');
  await numberPaidBooking(ctx.tx, hotelFactSource, paid, ctx.now);
  return paid.txid;
}
