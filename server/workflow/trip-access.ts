import { and, count, eq, inArray, ne, or } from 'drizzle-orm';
import { type TripEventType, type TripLifecycleContext, type TripStatus, nextTripStatus } from '../../src/domain/trip-lifecycle';
import type { HandlerContext } from '../dispatch/types';
import { HttpError, forbidden } from '../http/errors';
import { tripApprovals, tripItems, tripTracker, tripTravellers, trips } from '../store/schema';
import { handlesTravellerOf } from './coordinator-scope';
import { loadTripSettings } from './trip-settings';

export type TripRow = typeof trips.$inferSelect;

export const TRIP_NOT_FOUND = 'tripid: trip not found';
export const TRIP_NOT_YOURS_TO_CHANGE = 'tripid: you may not change this trip';

/** The caller travels on this trip (its traveller or a co-traveller). */
export async function isTravellerOf(ctx: HandlerContext, trip: TripRow): Promise<boolean> {
  if (trip.travellerProfileId === ctx.session.profileid) return true;
  const [row] = await ctx.tx
    .select({ id: tripTravellers.tripId })
    .from(tripTravellers)
    .where(and(eq(tripTravellers.tripId, trip.id), eq(tripTravellers.travellerProfileId, ctx.session.profileid)));
  return row !== undefined;
}

async function isApproverOf(ctx: HandlerContext, trip: TripRow): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ id: tripApprovals.id })
    .from(tripApprovals)
    .where(
      and(
        eq(tripApprovals.tripId, trip.id),
        // An approver who delegated a level still follows the trip they were asked about.
        or(eq(tripApprovals.approverProfileId, ctx.session.profileid), eq(tripApprovals.onBehalfOfProfileId, ctx.session.profileid)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The trip, if the caller may see it ('read') or change it ('write'). Readers: its travellers, its
 * creator, trip staff of the same company and any approver it was routed to; writers: the same
 * without approvers (they decide through the approvals operations, which load with 'read' and then
 * apply APPROVE/REJECT). Trip staff are admins for every trip, a coordinator for the trips of the
 * travellers mapped to them. Another company's trip answers exactly like a missing one: 403, no leak.
 */
export async function loadTripForCaller(ctx: HandlerContext, tripid: string, mode: 'read' | 'write'): Promise<TripRow> {
  const { session } = ctx;
  const [trip] = await ctx.tx.select().from(trips).where(and(eq(trips.id, tripid), eq(trips.corporateId, session.corporateid)));
  if (!trip) throw forbidden(TRIP_NOT_FOUND);
  if (trip.createdByProfileId === session.profileid) return trip;
  if (await handlesTravellerOf(ctx, trip.travellerProfileId)) return trip;
  if (await isTravellerOf(ctx, trip)) return trip;
  if (await isApproverOf(ctx, trip)) {
    if (mode === 'read') return trip;
    throw forbidden(TRIP_NOT_YOURS_TO_CHANGE);
  }
  throw forbidden(TRIP_NOT_FOUND);
}

/** Levels not decided yet: update your own approval row before applying APPROVE/REJECT. */
async function openLevels(ctx: HandlerContext, tripId: string): Promise<number> {
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(tripApprovals)
    .where(and(eq(tripApprovals.tripId, tripId), inArray(tripApprovals.status, ['waiting', 'pending'])));
  return row?.n ?? 0;
}

async function bookedItems(ctx: HandlerContext, tripId: string): Promise<number> {
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(tripItems)
    .where(and(eq(tripItems.tripId, tripId), ne(tripItems.status, 'cancelled')));
  return row?.n ?? 0;
}

/** The lifecycle's context for this trip, from its rows; `overrides` win (e.g. paymentRequired). */
export async function tripContext(ctx: HandlerContext, trip: TripRow, overrides: Partial<TripLifecycleContext> = {}): Promise<TripLifecycleContext> {
  // Until submitted a trip has no mode of its own: the company's current one applies.
  const approvalMode = trip.approvalMode ?? (await loadTripSettings(ctx.tx, trip.corporateId)).approvalMode;
  return {
    approvalMode,
    levelsRemaining: await openLevels(ctx, trip.id),
    hasBookings: (await bookedItems(ctx, trip.id)) > 0,
    paymentRequired: false,
    ...overrides,
  };
}

export interface ApplyOptions {
  remarks?: string;
  context?: Partial<TripLifecycleContext>;
}

/**
 * Moves the trip by one lifecycle event, or refuses with 409 and the lifecycle's message (it names
 * the status and the action). The update is conditional on the status read, so two racing events
 * cannot both apply. Every event, including those that keep the status, writes a tracker row.
 */
export async function applyTripEvent(ctx: HandlerContext, trip: TripRow, event: TripEventType, options: ApplyOptions = {}): Promise<TripRow> {
  const context = await tripContext(ctx, trip, options.context);
  const step = nextTripStatus(trip.status, event, context);
  if (!step.ok) throw new HttpError(409, step.message);
  const status: TripStatus = step.status;
  const [updated] = await ctx.tx
    .update(trips)
    .set({ status, updatedAt: ctx.now, ...(event === 'SUBMIT' ? { approvalMode: context.approvalMode } : {}) })
    .where(and(eq(trips.id, trip.id), eq(trips.status, trip.status)))
    .returning();
  if (!updated) throw new HttpError(409, 'The trip changed meanwhile. Reload it and try again.');
  await ctx.tx.insert(tripTracker).values({
    tripId: trip.id,
    corporateId: trip.corporateId,
    action: event,
    fromStatus: trip.status,
    toStatus: status,
    byProfileId: ctx.session.profileid,
    remarks: options.remarks ?? '',
    createdAt: ctx.now,
  });
  return updated;
}

/** What a tracker note needs: the transaction, the clock and who made the change (a handler, or a payment's capture). */
export type TripNoteContext = Pick<HandlerContext, 'tx' | 'now'> & { session: { profileid: string } };

/**
 * A tracker row for a change that is not a lifecycle event (a superadmin's correction of a trip
 * past its editable statuses): the status stays, the change is still on record.
 */
export async function recordTripNote(ctx: TripNoteContext, trip: TripRow, action: string, remarks = ''): Promise<void> {
  await ctx.tx.update(trips).set({ updatedAt: ctx.now }).where(eq(trips.id, trip.id));
  await ctx.tx.insert(tripTracker).values({
    tripId: trip.id,
    corporateId: trip.corporateId,
    action,
    fromStatus: trip.status,
    toStatus: trip.status,
    byProfileId: ctx.session.profileid,
    remarks,
    createdAt: ctx.now,
  });
}
