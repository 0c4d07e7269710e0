import type { FlightBookingRequest } from '../../../src/contract/flights/booking';
import type { RescheduleRequest } from '../../../src/contract/flights/reschedule';
import { openPassportsIn } from '../../crypto/sealed-json';
import type { HandlerContext } from '../../dispatch/types';
import type { FlightBookingRow } from './booking-store';
import { type BookingPrice, priceBooking } from './booking-price';
import type { TravellerRow } from './cancel-access';
import { type TravellerChange, changeFeesOf } from './reschedule-fee';
import { loadReschedulable } from './reschedule-access';
import { sameTrip } from './reschedule-search';
import { findOwnSearch } from './search-store';

/*
 * A reschedule worked out once for the quote, the approval and the request: the booking being
 * changed, the new booking's request (the old one's travellers, contact, GST and trip details with
 * the new fares; seats, meals and bags and a promo code do not carry over), its server price, and
 * the change fees. Money: the new booking is charged its whole price; the old booking's credit less
 * the fees goes back the way it was paid (reschedule-settle.ts). A booking billed to the company
 * with its trip moves no money either way.
 */

export interface ReschedulePlan {
  booking: FlightBookingRow;
  travellers: TravellerRow[];
  request: FlightBookingRequest;
  price: BookingPrice;
  changes: TravellerChange[];
  feePaise: bigint;
  creditPaise: bigint;
  /** new price + fees − credit when positive, else 0 (0 when billed to the company). */
  payablePaise: bigint;
  /** credit − fees − new price when positive, else 0. */
  refundPaise: bigint;
}

export const NOT_THIS_TRIP = "responseid: this search is not for this booking's route, cabin and travellers";

type Selection = Pick<RescheduleRequest, 'reftxid' | 'responseid' | 'selected'> & Partial<RescheduleRequest>;

/** The new booking's request, from the old booking's as it was sent. */
async function requestFor(ctx: HandlerContext, booking: FlightBookingRow, selection: Selection): Promise<FlightBookingRequest> {
  const old = await openPassportsIn(ctx.tx, booking.request as unknown as FlightBookingRequest, 'flight_bookings.request');
  return {
    ...old,
    clientref: selection.clientref ?? '',
    responseid: selection.responseid,
    selected: selection.selected,
    totalfare: selection.newfare ?? '0',
    extras: [],
    extrastotal: '0',
    promocode: '',
    policyreason: selection.policyreason ?? '',
    approvalid: selection.approvalid ?? '',
    paymentmode: selection.paymentmode ?? (booking.paymentMode === 'creditcard' ? 'creditcard' : 'cashcard'),
    successurl: selection.successurl ?? '',
    failureurl: selection.failureurl ?? '',
    tripid: booking.tripId,
  };
}

const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);
const positive = (paise: bigint) => (paise > 0n ? paise : 0n);

export async function planReschedule(ctx: HandlerContext, selection: Selection): Promise<ReschedulePlan | { refused: string }> {
  const found = await loadReschedulable(ctx, selection.reftxid);
  if ('refused' in found) return found;
  const { booking, travellers } = found;
  const search = await findOwnSearch(ctx.tx, ctx.session, selection.responseid);
  if (!sameTrip(search.request, booking, travellers)) return { refused: NOT_THIS_TRIP };
  const fees = await changeFeesOf(ctx.tx, booking, travellers, ctx.now);
  if ('refused' in fees) return fees;
  const request = await requestFor(ctx, booking, selection);
  const price = await priceBooking(ctx, request);
  if ('refused' in price) return price;
  const feePaise = sum(fees.travellers.map((t) => t.feePaise));
  const billedToTrip = booking.paymentMode === 'company';
  const creditPaise = billedToTrip ? 0n : sum(fees.travellers.map((t) => t.paidPaise));
  const net = billedToTrip ? 0n : price.totalPaise + feePaise - creditPaise;
  return {
    booking,
    travellers,
    request,
    price,
    changes: fees.travellers,
    feePaise,
    creditPaise,
    payablePaise: positive(net),
    refundPaise: positive(-net),
  };
}
