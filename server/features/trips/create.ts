import { and, eq, sql } from 'drizzle-orm';
import { createTrip } from '../../../src/contract/trips/core';
import { defineHandler } from '../../dispatch/types';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { profiles, tripTracker, tripTravellers, trips } from '../../store/schema';
import { saveCustomFieldAnswers } from '../../workflow/custom-fields';
import { loadTripSettings } from '../../workflow/trip-settings';
import { checkTripInput } from './check';

/** The caller's display name, which the trip keeps as createdby. */
async function callerName(ctx: HandlerContext): Promise<string> {
  const [me] = await ctx.tx
    .select({ first: profiles.passportFirstName, last: profiles.passportLastName })
    .from(profiles)
    .where(eq(profiles.id, ctx.session.profileid));
  return me ? `${me.first} ${me.last}`.trim() : '';
}

/** The trip an earlier create with this clientref made (a replayed offline draft), if any. */
async function earlierCreate(ctx: HandlerContext, clientref: string): Promise<string | null> {
  if (clientref === '') return null;
  const [row] = await ctx.tx
    .select({ id: trips.id, by: trips.createdByProfileId })
    .from(trips)
    .where(and(eq(trips.corporateId, ctx.session.corporateid), eq(trips.clientRef, clientref)));
  if (!row) return null;
  if (row.by !== ctx.session.profileid) throw new HttpError(409, 'clientref: already used for another trip');
  return row.id;
}

const created = (tripid: string) => ({ ApiStatus: { Status: 'OK' as const, Message: 'Trip created' }, tripid });

/**
 * Creates a draft (status pending) with the defaults of docs/product.md#constants-and-code-tables where the client sent none. A
 * create with a clientref seen before answers that trip again: an offline draft synced twice
 * (lost reply, second tab) stays one trip. Racing replays meet at the unique index.
 */
export const createTripHandler = defineHandler(createTrip)(async (ctx, { jsondata, clientref }) => {
  const earlier = await earlierCreate(ctx, clientref);
  if (earlier) return created(earlier);
  const settings = await loadTripSettings(ctx.tx, ctx.session.corporateid);
  const { columns, travellers } = await checkTripInput(ctx, jsondata, settings);
  const { session, now } = ctx;
  const [inserted] = await ctx.tx
    .insert(trips)
    .values({
      ...columns,
      id: sql<string>`nextval('trip_id_seq')::text`,
      corporateId: session.corporateid,
      clientRef: clientref === '' ? null : clientref,
      createdByProfileId: session.profileid,
      createdBy: await callerName(ctx),
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [trips.corporateId, trips.clientRef] })
    .returning({ id: trips.id });
  if (!inserted) return created((await earlierCreate(ctx, clientref)) ?? '');
  await ctx.tx
    .insert(tripTravellers)
    .values(travellers.map((id) => ({ tripId: inserted.id, corporateId: session.corporateid, travellerProfileId: id, main: id === columns.travellerProfileId, addedAt: now })));
  await saveCustomFieldAnswers(ctx, { channel: 'createtrip', recordId: inserted.id, scope: { triptypeid: jsondata.triptypeid } }, jsondata.customfields);
  await ctx.tx.insert(tripTracker).values({
    tripId: inserted.id,
    corporateId: session.corporateid,
    action: 'CREATE',
    fromStatus: '',
    toStatus: 'pending',
    byProfileId: session.profileid,
    remarks: '',
    createdAt: now,
  });
  return created(inserted.id);
});
