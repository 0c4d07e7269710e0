import * as v from 'valibot';
import { InsuranceBookingRequestSchema } from '../../../src/contract/insurance/booking-request';
import { numberPaidBooking } from '../../booking/invoice-at-payment';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { insuranceFactSource } from './booking-facts';
import { priceBookingRequest } from './booking-price';
import { claimBooking, findByClientRef, issuePolicy } from './booking-store';

/*
 * An 'insurance' item booked with its trip (TG-TRIPBOOKING): the request kept by addtotrip is
 * replayed as a policy billed to the company, like the trip's other items. The trip's approval
 * stands in for a booking approval. The item id makes the clientref, so booking again finds the
 * policy already issued instead of issuing a second one.
 */

export interface TripInsuranceItem {
  id: string;
  tripId: string;
  selectedJson: string;
}

function storedRequest(item: TripInsuranceItem) {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(item.selectedJson, 'base64').toString('utf8'));
  } catch {
    json = null;
  }
  const parsed = v.safeParse(InsuranceBookingRequestSchema, json);
  if (!parsed.success)
    throw new HttpError(409, 'The insurance on this trip cannot be issued: remove it and add the plan again');
  return { ...parsed.output, tripid: item.tripId, clientref: `trip-item-${item.id}` };
}

/** Issues the item's policy (once) and answers its txid, which the trip item then carries. */
export async function issueTripInsurance(ctx: HandlerContext, item: TripInsuranceItem): Promise<string> {
  const request = storedRequest(item);
  const earlier = await findByClientRef(ctx.tx, ctx.session, request.clientref);
  if (earlier) return earlier.txid;
  const price = await priceBookingRequest(ctx, request);
  if ('refused' in price) throw new HttpError(409, `The insurance on this trip cannot be issued: ${price.refused}`);
  const claimed = await claimBooking(ctx, request, price);
  if (!claimed) throw new HttpError(409, 'The insurance on this trip is being issued: try again');
  const issued = await issuePolicy(ctx.tx, claimed.txid, ctx.now, 'company');
  if (!issued) throw new HttpError(409, 'The insurance on this trip cannot be issued: try again');
  await numberPaidBooking(ctx.tx, insuranceFactSource, issued, ctx.now);
  return issued.txid;
}
