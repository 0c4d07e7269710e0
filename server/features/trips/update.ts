import { and, eq } from 'drizzle-orm';
import { deleteTrip, updateTripDate, updateTripDetails, updateTripType } from '../../../src/contract/trips/core';
import { TRIP_STATUS_PHRASES, isTripStatus } from '../../../src/domain/trip-lifecycle';
import { tripLengthDays, tripTypeMismatch } from '../../../src/domain/trip-type';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { tripTravellers, tripTypes, trips } from '../../store/schema';
import { type TripRow, applyTripEvent, loadTripForCaller, recordTripNote } from '../../workflow/trip-access';
import { loadTripSettings } from '../../workflow/trip-settings';
import { checkTripInput } from './check';
import { tripLocationGroup } from './trip-type-group';

const OK = (Message: string) => ({ ApiStatus: { Status: 'OK' as const, Message } });

/**
 * A change to the trip's details: an EDIT of the lifecycle (drafts and rejected trips only) for
 * everyone who may write the trip; a superadmin may also correct a trip in any other status,
 * which the tracker records as an admin correction (TG-SUPERADMIN, docs/product.md#roles).
 */
async function authoriseEdit(ctx: HandlerContext, trip: TripRow, remarks: string, what: string): Promise<void> {
  if (ctx.session.role === 'superadmin' && !['pending', 'rejected'].includes(trip.status)) {
    await recordTripNote(ctx, trip, 'ADMIN_EDIT', remarks || what);
    return;
  }
  await applyTripEvent(ctx, trip, 'EDIT', { remarks: remarks || what });
}

export const updateTripDateHandler = defineHandler(updateTripDate)(async (ctx, { tripid, fromdate, todate, remark }) => {
  const trip = await loadTripForCaller(ctx, tripid, 'write');
  const settings = await loadTripSettings(ctx.tx, trip.corporateId);
  if (tripLengthDays(fromdate, todate) > settings.maxTripDays) throw badRequest(`todate: a trip may last at most ${settings.maxTripDays} days`);
  await applyTripEvent(ctx, trip, 'EDIT', { remarks: remark || `Dates changed to ${fromdate} – ${todate}` });
  await ctx.tx.update(trips).set({ fromDate: fromdate, toDate: todate, updatedAt: ctx.now }).where(eq(trips.id, trip.id));
  return OK('Trip dates updated');
});

/** Drafts only: anything submitted has a history (approvals, bookings) to keep; cancel it instead. */
export const deleteTripHandler = defineHandler(deleteTrip)(async (ctx, { tripid }) => {
  const trip = await loadTripForCaller(ctx, tripid, 'write');
  if (trip.status !== 'pending') {
    const phrase = isTripStatus(trip.status) ? TRIP_STATUS_PHRASES[trip.status] : trip.status;
    throw new HttpError(409, `A trip that is ${phrase} cannot be deleted`);
  }
  await ctx.tx.delete(trips).where(and(eq(trips.id, trip.id), eq(trips.status, 'pending')));
  return OK('Trip deleted');
});

export const updateTripTypeHandler = defineHandler(updateTripType)(async (ctx, input) => {
  const trip = await loadTripForCaller(ctx, input.tripid, 'write');
  const [type] = await ctx.tx
    .select()
    .from(tripTypes)
    .where(and(eq(tripTypes.id, input.triptypeid), eq(tripTypes.corporateId, ctx.session.corporateid), eq(tripTypes.active, true)));
  if (!type) throw badRequest('triptypeid: no such trip type in your company');
  if (input.domint !== '' && input.domint !== type.domInt) throw badRequest(`domint: ${type.name} is ${type.domInt}`);
  const mismatch = tripTypeMismatch(type.name, type.domInt, trip.domInt === 'domestic' ? 'domestic' : 'international');
  if (mismatch) throw badRequest(mismatch);
  const locationGroupId = await tripLocationGroup(ctx, type, input.triplocationgroupid, trip.destinationCountries);
  await authoriseEdit(ctx, trip, '', `Trip type changed to ${type.name}`);
  await ctx.tx.update(trips).set({ tripTypeId: type.id, domInt: type.domInt, locationGroupId, updatedAt: ctx.now }).where(eq(trips.id, trip.id));
  return OK('Trip type updated');
});

export const updateTripDetailsHandler = defineHandler(updateTripDetails)(async (ctx, { jsondata }) => {
  const trip = await loadTripForCaller(ctx, jsondata.tripid, 'write');
  const settings = await loadTripSettings(ctx.tx, trip.corporateId);
  // The traveller stays who it was unless staff name another; an empty field means "unchanged".
  const input = { ...jsondata, traveller_profileid: jsondata.traveller_profileid || trip.travellerProfileId };
  const { columns, travellers } = await checkTripInput(ctx, input, settings);
  await authoriseEdit(ctx, trip, '', 'Trip details updated');
  await ctx.tx.update(trips).set({ ...columns, updatedAt: ctx.now }).where(eq(trips.id, trip.id));
  await ctx.tx.delete(tripTravellers).where(eq(tripTravellers.tripId, trip.id));
  await ctx.tx
    .insert(tripTravellers)
    .values(travellers.map((id) => ({ tripId: trip.id, corporateId: trip.corporateId, travellerProfileId: id, main: id === columns.travellerProfileId, addedAt: ctx.now })));
  return OK('Trip details updated');
});
