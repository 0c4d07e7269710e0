import type { HotelChangeQuote } from '../../../src/contract/hotels/change';
import type { HotelPolicyVerdictWire } from '../../../src/contract/hotels/search-shapes';
import { indiaToday } from '../../../src/domain/calendar-days';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { loadCurrentBooking } from './booking-read';
import { judgeStay } from './booking-policy';
import type { StayToBook } from './booking-rate';
import type { HotelBookingRow } from './booking-store';
import { penaltyAt } from './cancel-terms';
import { changeRefusal } from './change-refusal';
import { newDatesRate } from './change-rate';
import type { CancellationPenalty } from './supplier';

/*
 * What changing a stay's dates means now (docs/features/hotels-change.md), shared by the quote, the
 * request for approval and the change itself: the caller's changeable booking, the same room and
 * board rechecked for the new dates, the old booking's cancellation by its own terms, and the
 * difference. Nothing the page says about prices is used.
 */

export interface NewDates {
  txid: string;
  checkin: string;
  checkout: string;
}

export interface HotelChangePlan {
  old: HotelBookingRow;
  stay: StayToBook;
  cancellation: CancellationPenalty;
  verdict: HotelPolicyVerdictWire;
  topayPaise: bigint;
  toreturnPaise: bigint;
}

const money = minorUnitsToDecimal;

export async function planHotelChange(ctx: HandlerContext, dates: NewDates): Promise<HotelChangePlan> {
  const old = await loadCurrentBooking(ctx, dates.txid, 'change');
  const refused = changeRefusal(old, indiaToday(ctx.now));
  if (refused) throw refused;
  if (dates.checkin === old.checkIn && dates.checkout === old.checkOut)
    throw badRequest('checkin: these are the dates of the stay already: choose new dates');
  const stay = await newDatesRate(ctx, old, dates);
  const cancellation = penaltyAt(old, ctx.now);
  return { old, stay, cancellation, verdict: await judgeStay(ctx, stay), ...differenceOf(old, stay.charges.total, cancellation.refund) };
}

/**
 * By card, the new total is one gateway payment and the old refund goes back to the card: nothing
 * nets. From the wallet (or on the company account, where nothing moves) only the difference does.
 */
function differenceOf(old: HotelBookingRow, newTotal: bigint, refund: bigint): Pick<HotelChangePlan, 'topayPaise' | 'toreturnPaise'> {
  if (old.paymentMode === 'creditcard') return { topayPaise: newTotal, toreturnPaise: refund };
  const difference = newTotal - refund;
  return { topayPaise: difference > 0n ? difference : 0n, toreturnPaise: difference < 0n ? -difference : 0n };
}

const PAID_BY = { cashcard: 'wallet', creditcard: 'card', company: 'company' } as const;

export function quoteOf(plan: HotelChangePlan): HotelChangeQuote {
  const { old, stay, cancellation } = plan;
  return {
    txid: old.txid,
    checkin: stay.rate.checkin,
    checkout: stay.rate.checkout,
    nights: stay.rate.nights.length,
    newbase: money(stay.charges.base),
    newtax: money(stay.charges.tax),
    newtotal: money(stay.charges.total),
    currenttotal: money(BigInt(old.totalPaise)),
    charge: money(cancellation.penalty),
    chargetext: cancellation.text,
    refund: money(cancellation.refund),
    topay: money(plan.topayPaise),
    toreturn: money(plan.toreturnPaise),
    paidby: PAID_BY[old.paymentMode],
    policy: plan.verdict,
  };
}

/** 409 with the quote as it stands now, when the total agreed is no longer the price. */
export function priceMoved(plan: HotelChangePlan, agreed: string): HttpError | null {
  const quote = quoteOf(plan);
  if (quote.newtotal === agreed) return null;
  const message = `total: the price of the new dates is now INR ${quote.newtotal} (was INR ${agreed}). Check the new price and change again.`;
  return new HttpError(409, message, { ResponseStatus: { status: 'NOK', message }, quote });
}
