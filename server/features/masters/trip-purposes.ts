import { randomUUID } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import { addTripPurpose, deleteTripPurpose, updateTripPurpose, viewTripPurposes } from '../../../src/contract/masters/trip-purposes';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { tripPurposes } from '../../store/schema';
import { pageOfMaster } from './list-query';

/* The company's purposes of travel (docs/features/masters.md "Purposes and reasons"). */

const OK = { Status: 'OK' as const };
const ENTITY = 'TripPurpose';

type PurposeRow = typeof tripPurposes.$inferSelect;

const wire = (p: PurposeRow) => ({ purposeid: p.id, purposename: p.name, status: p.status });
const mine = (corporateId: string, id: string) => and(eq(tripPurposes.corporateId, corporateId), eq(tripPurposes.id, id));

export const viewTripPurposesHandler = defineHandler(viewTripPurposes)(async (ctx, query) => {
  const { rows, totalcount } = await pageOfMaster<PurposeRow>(
    ctx.tx,
    {
      table: tripPurposes,
      where: eq(tripPurposes.corporateId, ctx.session.corporateid),
      searchable: [tripPurposes.name],
      sortable: { position: tripPurposes.position, purposename: tripPurposes.name, status: tripPurposes.status },
      tieBreaker: tripPurposes.id,
    },
    query,
  );
  return { ApiStatus: OK, TripPurpose: rows.map(wire), totalcount };
});

/** A new purpose goes last in the forms. */
export const addTripPurposeHandler = defineHandler(addTripPurpose)(async (ctx, { jsondata }) => {
  const { purposename, status } = jsondata.TripPurpose;
  const corporateId = ctx.session.corporateid;
  const [last] = await ctx.tx.select({ n: max(tripPurposes.position) }).from(tripPurposes).where(eq(tripPurposes.corporateId, corporateId));
  const id = `PU${randomUUID()}`;
  const [row] = await ctx.tx
    .insert(tripPurposes)
    .values({ id, corporateId, name: purposename, status, position: (last?.n ?? -1) + 1, createdAt: ctx.now })
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: id, action: 'create', after: wire(row!) });
  return { ApiStatus: OK, purposeid: id };
});

/** Another company's purpose reads as not found. */
export const updateTripPurposeHandler = defineHandler(updateTripPurpose)(async (ctx, { jsondata }) => {
  const { purposeid, purposename, status } = jsondata.TripPurpose;
  const where = mine(ctx.session.corporateid, purposeid);
  const [before] = await ctx.tx.select().from(tripPurposes).where(where);
  if (!before) throw forbidden('purposeid: purpose not found');
  const [after] = await ctx.tx.update(tripPurposes).set({ name: purposename, status }).where(where).returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: purposeid, action: 'update', before: wire(before), after: wire(after!) });
  return { ApiStatus: OK, purposeid };
});

export const deleteTripPurposeHandler = defineHandler(deleteTripPurpose)(async (ctx, { purposeid }) => {
  const [row] = await ctx.tx.delete(tripPurposes).where(mine(ctx.session.corporateid, purposeid)).returning();
  if (!row) throw forbidden('purposeid: purpose not found');
  await recordAdminChange(ctx, { entity: ENTITY, entityId: purposeid, action: 'delete', before: wire(row) });
  return { ApiStatus: OK };
});
