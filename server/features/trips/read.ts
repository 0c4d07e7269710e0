import { asc, eq } from 'drizzle-orm';
import { getCorporateFullTrip, getTripDetailsLite } from '../../../src/contract/trips/core';
import { viewTrackerForTripTraveller } from '../../../src/contract/trips/items';
import { getCorporateTripConfig } from '../../../src/contract/trips/masters';
import { callerTripEvents } from '../../../src/domain/trip-caller-actions';
import { type TripEventType, allowedTripEvents, isTripEditable } from '../../../src/domain/trip-lifecycle';
import { paiseToDecimal } from '../../../src/domain/trip-money';
import { openSelection } from '../../crypto/sealed-selection';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { tripApprovals, tripItems, tripRequestItems, tripTracker } from '../../store/schema';
import { handlesTravellerOf } from '../../workflow/coordinator-scope';
import { type TripRow, loadTripForCaller, tripContext } from '../../workflow/trip-access';
import { loadTripSettings } from '../../workflow/trip-settings';
import { validationsWire } from './masters';
import { profileNames, tripsToWire } from './wire';

const OK = { Status: 'OK' as const };
const iso = (d: Date | null) => (d ? d.toISOString() : '');

async function trackerRows(ctx: HandlerContext, tripId: string) {
  const rows = await ctx.tx.select().from(tripTracker).where(eq(tripTracker.tripId, tripId)).orderBy(asc(tripTracker.createdAt), asc(tripTracker.id));
  const names = await profileNames(ctx.tx, rows.map((r) => r.byProfileId));
  return rows.map((r) => ({
    trackerid: String(r.id),
    tripid: r.tripId,
    action: r.action,
    fromstatus: r.fromStatus,
    tostatus: r.toStatus,
    byprofileid: r.byProfileId,
    byname: names.get(r.byProfileId) ?? '',
    remarks: r.remarks,
    createdon: iso(r.createdAt),
  }));
}

async function approvalRows(ctx: HandlerContext, tripId: string) {
  const rows = await ctx.tx.select().from(tripApprovals).where(eq(tripApprovals.tripId, tripId)).orderBy(asc(tripApprovals.level), asc(tripApprovals.id));
  const names = await profileNames(ctx.tx, rows.map((r) => r.approverProfileId));
  return rows.map((r) => ({
    level: r.level,
    approverprofileid: r.approverProfileId,
    approvername: names.get(r.approverProfileId) ?? '',
    onbehalfofprofileid: r.onBehalfOfProfileId ?? '',
    status: r.status,
    remarks: r.remarks,
    decidedon: iso(r.decidedAt),
  }));
}

async function itemRows(ctx: HandlerContext, tripId: string) {
  const rows = await ctx.tx.select().from(tripItems).where(eq(tripItems.tripId, tripId)).orderBy(asc(tripItems.addedAt), asc(tripItems.id));
  const selected = await Promise.all(rows.map((r) => openSelection(ctx.tx, r.selectedJson)));
  return rows.map((r, index) => ({
    itemid: r.id,
    requestitemid: r.requestItemId,
    itemtype: r.itemType,
    totalamount: paiseToDecimal(r.totalAmountPaise),
    responseid: r.responseId,
    selected_json: selected[index]!,
    addedon: iso(r.addedAt),
    addedby: r.addedBy,
    tripid: r.tripId,
    status: r.status,
    txid: r.txid,
    reftxid: r.refTxid,
    corporateid: r.corporateId,
    supplier: r.supplier,
  }));
}

async function requestItemRows(ctx: HandlerContext, tripId: string) {
  const rows = await ctx.tx.select().from(tripRequestItems).where(eq(tripRequestItems.tripId, tripId)).orderBy(asc(tripRequestItems.addedAt), asc(tripRequestItems.id));
  return rows.map((r) => ({
    requestitemid: r.id,
    tripid: r.tripId,
    itemtype: r.itemType,
    offline: r.offline,
    details: r.details,
    status: r.status,
    addedby: r.addedBy,
    addedon: iso(r.addedAt),
  }));
}

/** The lifecycle events the caller could apply now (approvers' decisions go through the approvals area). */
export async function allowedActions(ctx: HandlerContext, trip: TripRow): Promise<TripEventType[]> {
  return allowedTripEvents(trip.status, await tripContext(ctx, trip));
}

export const getCorporateFullTripHandler = defineHandler(getCorporateFullTrip)(async (ctx, { tripid }) => {
  const row = await loadTripForCaller(ctx, tripid, 'read');
  // Independent reads: on PostgreSQL (a read runs on the pool, not a transaction) they overlap.
  const [[trip], approvals, allowed, items, requestitems, tracker] = await Promise.all([
    tripsToWire(ctx.tx, [row]),
    approvalRows(ctx, row.id),
    allowedActions(ctx, row),
    itemRows(ctx, row.id),
    requestItemRows(ctx, row.id),
    trackerRows(ctx, row.id),
  ]);
  const me = ctx.session.profileid;
  const traveller = trip!.travellers.some((x) => x.travellerprofileid === me) || row.travellerProfileId === me;
  const staff = await handlesTravellerOf(ctx, row.travellerProfileId);
  const standing = {
    writer: traveller || staff || row.createdByProfileId === me,
    staff,
    traveller,
    pendingApprover: approvals.some((a) => a.approverprofileid === me && a.status === 'pending'),
    approver: approvals.some((a) => a.approverprofileid === me),
  };
  return {
    ApiStatus: OK,
    CorporateFullTrip: {
      trip: trip!,
      items,
      requestitems,
      tracker,
      approvals,
      allowedactions: allowed,
      calleractions: callerTripEvents(allowed, standing),
      editable: isTripEditable(row.status),
    },
  };
});

export const getTripDetailsLiteHandler = defineHandler(getTripDetailsLite)(async (ctx, { tripid }) => {
  const row = await loadTripForCaller(ctx, tripid, 'read');
  const [trip] = await tripsToWire(ctx.tx, [row]);
  return { ApiStatus: OK, CorporateTrip: trip! };
});

export const viewTrackerHandler = defineHandler(viewTrackerForTripTraveller)(async (ctx, { tripid }) => {
  const trip = await loadTripForCaller(ctx, tripid, 'read');
  return { ApiStatus: OK, list: await trackerRows(ctx, trip.id) };
});

export const getCorporateTripConfigHandler = defineHandler(getCorporateTripConfig)(async (ctx, { tripid }) => {
  const trip = await loadTripForCaller(ctx, tripid, 'read');
  const s = await loadTripSettings(ctx.tx, trip.corporateId);
  return {
    ApiStatus: OK,
    config: {
      ...validationsWire(s),
      tripapprovalmode: trip.approvalMode ?? s.approvalMode,
      domint: trip.domInt,
      editable: isTripEditable(trip.status),
      allowedactions: await allowedActions(ctx, trip),
    },
  };
});
