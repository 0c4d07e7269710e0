import * as v from 'valibot';
import { FlightBookingRequestSchema } from '../../../src/contract/flights/booking';
import { numberPaidBooking } from '../../booking/invoice-at-payment';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import type { BookingClaim } from './booking-claim';
import { flightFactSource } from './booking-facts';
import { claimBooking, findByClientRef, markPaid } from './booking-store';

/*
 * A 'flight' item booked with its trip (TG-TRIPBOOKING), as server/features/insurance/trip-issue.ts does for
 * insurance: the request and priced fares kept by ADDTOTRIP are booked, billed to the company
 * ('company', no wallet or card), and go to ticketing like any booking. The trip's approval
 * stands in for a booking approval. The item id makes the clientref, so booking the trip again
 * finds the booking made then instead of making a second one.
 */

export interface TripFlightItem {
  id: string;
  tripId: string;
  selectedJson: string;
}

const ClaimSchema = v.looseObject({
  offers: v.array(v.looseObject({ segments: v.array(v.unknown()) })),
  totalPaise: v.number(),
});

/** The item's request and claim; null for a flight item not added by ADDTOTRIP (added as a plain trip item). */
function storedBooking(item: TripFlightItem) {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(item.selectedJson, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const request = v.safeParse(FlightBookingRequestSchema, json);
  const claim = v.safeParse(ClaimSchema, (json as { claim?: unknown } | null)?.claim);
  if (!request.success || !claim.success) return null;
  return {
    request: { ...request.output, tripid: item.tripId, clientref: `trip-item-${item.id}` },
    claim: claim.output as unknown as BookingClaim,
  };
}

/** Books the item's flight (once) and answers its txid; null when the item carries no ADDTOTRIP booking. */
export async function issueTripFlight(ctx: HandlerContext, item: TripFlightItem): Promise<string | null> {
  const stored = storedBooking(item);
  if (!stored) return null;
  const earlier = await findByClientRef(ctx.tx, ctx.session, stored.request.clientref);
  if (earlier) return earlier.txid;
  const claimed = await claimBooking(ctx, stored.request, stored.claim, '');
  if (!claimed) throw new HttpError(409, 'The flight on this trip is being booked: try again');
  const paid = await markPaid(ctx.tx, claimed, ctx.now, 'company');
  if (!paid) throw new HttpError(409, 'The flight on this trip cannot be booked: try again');
  await numberPaidBooking(ctx.tx, flightFactSource, paid, ctx.now);
  return paid.txid;
}
