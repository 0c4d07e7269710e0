import type { FlightBookingRequest } from '../../../src/contract/flights/booking';
import { tripDetailRefusal } from '../../../src/domain/required-trip-details';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { checkBillableCustomer } from '../../workflow/billable-customer';
import { loadTripSettings, requiredTripDetails } from '../../workflow/trip-settings';

/**
 * The company's required trip details (purpose, reason, project, cost centre, billable customer):
 * the book page checks them before its review step; a request that skipped the page gets the same
 * rule as a 400. A customer named must be one of the company's.
 */
export async function checkFlightTripDetails(ctx: HandlerContext, request: FlightBookingRequest): Promise<void> {
  const rules = requiredTripDetails(await loadTripSettings(ctx.tx, ctx.session.corporateid));
  const refusal = tripDetailRefusal(rules, request);
  if (refusal) throw badRequest(`jsondata.${refusal}`);
  if (request.customerid !== '') await checkBillableCustomer(ctx.tx, ctx.session.corporateid, request.customerid, 'jsondata.customerid');
}
