import { and, eq } from 'drizzle-orm';
import type { InsuranceBookingRequest } from '../../../src/contract/insurance/booking-request';
import { tripDetailRefusal } from '../../../src/domain/required-trip-details';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { costCenters, projects } from '../../store/schema';
import { checkBillableCustomer } from '../../workflow/billable-customer';
import { loadTripSettings, requiredTripDetails } from '../../workflow/trip-settings';

type TripDetails = Pick<
  InsuranceBookingRequest,
  'purpose' | 'reason' | 'projectid' | 'costcenterid' | 'billabletype' | 'customerid'
>;

/** A project or cost centre the request names must be one of the caller's company: 400 naming it otherwise. */
async function checkOwnRow(ctx: HandlerContext, field: 'projectid' | 'costcenterid', id: string): Promise<void> {
  if (id === '') return;
  const table = field === 'projectid' ? projects : costCenters;
  const [row] = await ctx.tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.corporateId, ctx.session.corporateid)));
  const what = field === 'projectid' ? 'project' : 'cost centre';
  if (!row) throw badRequest(`jsondata.${field}: no such ${what} in your company`);
}

/**
 * The company's required trip details on an insurance booking or approval request: the review page
 * checks them before its review step; a request that skipped the page gets the same rule as a 400.
 * A project, cost centre or customer named must be one of the caller's company.
 */
export async function checkInsuranceTripDetails(ctx: HandlerContext, request: TripDetails): Promise<void> {
  await checkOwnRow(ctx, 'projectid', request.projectid);
  await checkOwnRow(ctx, 'costcenterid', request.costcenterid);
  const rules = requiredTripDetails(await loadTripSettings(ctx.tx, ctx.session.corporateid));
  const refusal = tripDetailRefusal(rules, request);
  if (refusal) throw badRequest(`jsondata.${refusal}`);
  const { customerid } = request;
  if (customerid !== '') await checkBillableCustomer(ctx.tx, ctx.session.corporateid, customerid, 'jsondata.customerid');
}
