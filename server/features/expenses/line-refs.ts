import { and, eq, inArray } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { expenseCategories, trips, uploadedFiles, vehicleMasters } from '../../store/schema';
import { TRIP_NOT_FOUND, type TripRow, isTravellerOf } from '../../workflow/trip-access';

/*
 * What a line names besides itself: the company's masters (a wrong id is the caller's mistake,
 * 400), the caller's own trip and uploads (another person's answers like a missing one, 403).
 */

export type CategoryRow = typeof expenseCategories.$inferSelect;
export type VehicleRow = typeof vehicleMasters.$inferSelect;

export async function categoryOf(ctx: HandlerContext, categoryid: string): Promise<CategoryRow> {
  const [row] = await ctx.tx
    .select()
    .from(expenseCategories)
    .where(and(eq(expenseCategories.id, categoryid), eq(expenseCategories.corporateId, ctx.session.corporateid), eq(expenseCategories.status, 'active')));
  if (!row) throw badRequest('categoryid: expense category not found');
  return row;
}

export async function vehicleOf(ctx: HandlerContext, vehicleid: string): Promise<VehicleRow> {
  if (vehicleid === '') throw badRequest('vehicleid: a mileage line needs a vehicle');
  const [row] = await ctx.tx
    .select()
    .from(vehicleMasters)
    .where(and(eq(vehicleMasters.id, vehicleid), eq(vehicleMasters.corporateId, ctx.session.corporateid), eq(vehicleMasters.status, 'active')));
  if (!row) throw badRequest('vehicleid: vehicle not found');
  return row;
}

/** A trip the caller travelled on: claims are for one's own travel. */
export async function claimableTrip(ctx: HandlerContext, tripid: string): Promise<TripRow> {
  const [trip] = await ctx.tx.select().from(trips).where(and(eq(trips.id, tripid), eq(trips.corporateId, ctx.session.corporateid)));
  if (!trip || !(await isTravellerOf(ctx, trip))) throw forbidden(TRIP_NOT_FOUND);
  return trip;
}

/** The receipts' files with their hashes, in the order given; each must be the caller's own upload. */
export async function receiptFiles(ctx: HandlerContext, fileIds: readonly string[]): Promise<{ id: string; sha256: string }[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  const rows = await ctx.tx
    .select({ id: uploadedFiles.id, sha256: uploadedFiles.sha256 })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, ids), eq(uploadedFiles.corporateId, ctx.session.corporateid), eq(uploadedFiles.profileId, ctx.session.profileid)));
  const found = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw forbidden(`receiptfileids: file ${missing} not found`);
  return ids.map((id) => found.get(id)!);
}
