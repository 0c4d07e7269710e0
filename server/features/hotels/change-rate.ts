import { indiaToday } from '../../../src/domain/calendar-days';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { HOTELIER_DOWN, type StayToBook } from './booking-rate';
import type { HotelBookingRow } from './booking-store';
import { hotelSupplier } from './supplier';

/*
 * The new dates' rate of a booked stay (docs/features/hotels-change.md): the same hotel, room type,
 * board, refundability and rooms, as the hotel sells them today, rechecked like any booking (so a
 * scenario hotel's rise or sold-out room shows here too). A problem with the dates names the
 * field (400); a room the hotel no longer has on those nights is 409 naming checkin.
 */

export const SOLD_OUT_ON_NEW_DATES = 'checkin: this room is sold out for the new dates. Please choose other dates.';

export async function newDatesRate(
  ctx: HandlerContext,
  old: HotelBookingRow,
  dates: { checkin: string; checkout: string },
): Promise<StayToBook> {
  const supplier = hotelSupplier();
  const today = indiaToday(ctx.now);
  const stay = { checkin: dates.checkin, checkout: dates.checkout, rooms: old.rooms };
  const offered = supplier.rates(old.hotelCode, stay, today);
  if ('problem' in offered) throw badRequest(offered.problem);
  if ('supplierDown' in offered) throw new HttpError(502, HOTELIER_DOWN);
  const same = offered.rates.find((r) => r.roomtype === old.roomType && r.board === old.board && r.refundable === old.refundable);
  if (!same) throw new HttpError(409, SOLD_OUT_ON_NEW_DATES);
  const recheck = await supplier.price.price(ctx.tx, { ratekey: same.ratekey, today });
  if ('problem' in recheck) throw badRequest(recheck.problem);
  if ('supplierDown' in recheck) throw new HttpError(502, HOTELIER_DOWN);
  if (recheck.status === 'soldout') throw new HttpError(409, SOLD_OUT_ON_NEW_DATES);
  return { rate: recheck.rate, hotel: offered.hotel, charges: supplier.charges(recheck.rate) };
}
