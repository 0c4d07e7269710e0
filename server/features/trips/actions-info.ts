import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { addTripRecommendation, getRules2, getTripAdvancesForTrip, tripTxns, validateSearchApprovalTrip } from '../../../src/contract/trips/actions-info';
import { type OperationHandler, defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import type { Executor } from '../../store/db';
import type { TripApprovalStatus } from '../../store/schema';
import { corporates, tripApprovals, tripItems, tripRecommendations } from '../../store/schema';
import { loadTripForCaller, recordTripNote } from '../../workflow/trip-access';
import { decimal } from './actions-imprest';

/** Statuses in which a trip counts as approved for searching and booking against it. */
const APPROVED_STATUSES = new Set(['approved', 'ticketed', 'rescheduled', 'sentforamendment', 'paymentpending', 'paymentreleased']);

async function baseCurrency(tx: Executor, corporateId: string): Promise<string> {
  const [row] = await tx.select({ currency: corporates.baseCurrency }).from(corporates).where(eq(corporates.id, corporateId));
  return row?.currency ?? 'INR';
}

export const tripInfoHandlers: OperationHandler[] = [
  /** GenericTrip rows: the trip's items that carry a transaction id (booked ones). */
  defineHandler(tripTxns)(async (ctx, { tripid }) => {
    const trip = await loadTripForCaller(ctx, tripid, 'read');
    const currency = await baseCurrency(ctx.tx, trip.corporateId);
    const items = await ctx.tx
      .select()
      .from(tripItems)
      .where(and(eq(tripItems.tripId, trip.id), ne(tripItems.txid, '')))
      .orderBy(asc(tripItems.addedAt), asc(tripItems.id));
    const GenericTrip = items.map((i) => ({
      txid: i.txid,
      tripid: trip.id,
      itemid: i.id,
      itemtype: i.itemType,
      status: i.status,
      totalamount: decimal(BigInt(i.totalAmountPaise)),
      currency,
      supplier: i.supplier,
      reftxid: i.refTxid,
      addedon: i.addedAt.toISOString(),
    }));
    return { ApiStatus: { Status: 'OK' }, GenericTrip };
  }),

  /** The imprest asked for at creation (in its own currency) and any imprest items of the trip. */
  defineHandler(getTripAdvancesForTrip)(async (ctx, { tripid }) => {
    const trip = await loadTripForCaller(ctx, tripid, 'read');
    const list = [];
    if (trip.imprestRequired && trip.imprestAmountRequestedPaise > 0) {
      list.push({
        advanceid: trip.imprestId || `IMP${trip.id}`,
        tripid: trip.id,
        kind: 'imprest' as const,
        amount: decimal(BigInt(trip.imprestAmountRequestedPaise)),
        currency: trip.imprestCurrency,
        status: APPROVED_STATUSES.has(trip.status) ? 'approved' : trip.status === 'cancelled' || trip.status === 'rejected' ? trip.status : 'requested',
        requestedon: trip.createdAt.toISOString(),
      });
    }
    const currency = await baseCurrency(ctx.tx, trip.corporateId);
    const items = await ctx.tx.select().from(tripItems).where(and(eq(tripItems.tripId, trip.id), eq(tripItems.itemType, 'imprest')));
    for (const item of items) {
      list.push({ advanceid: item.id, tripid: trip.id, kind: 'item' as const, amount: decimal(BigInt(item.totalAmountPaise)), currency, status: item.status, requestedon: item.addedAt.toISOString() });
    }
    return { ApiStatus: { Status: 'OK' }, list };
  }),

  /** Anyone who may read the trip (approvers and travel staff included) may leave a recommendation. */
  defineHandler(addTripRecommendation)(async (ctx, { jsondata }) => {
    const request = jsondata.CorporateTripRecommendationRequest;
    const trip = await loadTripForCaller(ctx, request.tripid, 'read');
    const [row] = await ctx.tx
      .insert(tripRecommendations)
      .values({ tripId: trip.id, corporateId: trip.corporateId, profileId: ctx.session.profileid, recommendation: request, createdAt: ctx.now })
      .returning({ id: tripRecommendations.id });
    await recordTripNote(ctx, trip, 'ADD_RECOMMENDATION', request.recommendationtype);
    return { ApiStatus: { Status: 'OK', Message: 'Recommendation added' }, recordid: String(row!.id) };
  }),

  /**
   * Covered when the trip may be booked against its approval and approvalid names it: an approved
   * approval row of the trip (approve-before-booking); in book-then-approve mode also a submitted
   * trip and a row still being decided; in notify-only mode no rows exist, so the trip id itself.
   */
  defineHandler(validateSearchApprovalTrip)(async (ctx, { tripid, approvalid }) => {
    const trip = await loadTripForCaller(ctx, tripid, 'read');
    const mode = trip.approvalMode ?? 'before';
    const bookable = APPROVED_STATUSES.has(trip.status) || (mode === 'after' && trip.status === 'submitted');
    if (!bookable) return { ApiStatus: { Status: 'OK' }, valid: false, message: `The trip is ${trip.status}, not approved.` };
    const accepted: TripApprovalStatus[] = mode === 'after' ? ['approved', 'pending', 'waiting'] : ['approved'];
    const approvals = await ctx.tx
      .select({ id: tripApprovals.id })
      .from(tripApprovals)
      .where(and(eq(tripApprovals.tripId, trip.id), inArray(tripApprovals.status, accepted)));
    const matches = mode === 'notify' ? approvalid === trip.id : approvals.some((a) => String(a.id) === approvalid);
    return {
      ApiStatus: { Status: 'OK' },
      valid: matches,
      message: matches ? 'The search is covered by the trip approval.' : 'approvalid does not match an approval of this trip.',
    };
  }),

  /** Mini fare rules by txid: the transaction must be one of a trip the caller may read. */
  defineHandler(getRules2)(async (ctx, { txid }) => {
    const [item] = await ctx.tx
      .select({ tripId: tripItems.tripId })
      .from(tripItems)
      .where(and(eq(tripItems.txid, txid), eq(tripItems.corporateId, ctx.session.corporateid)))
      .limit(1);
    if (!item) throw forbidden('txid: transaction not found');
    await loadTripForCaller(ctx, item.tripId, 'read');
    return { ApiStatus: { Status: 'OK' }, FlightMiniFareRule: [] };
  }),
];
