import { randomUUID } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import { addTravelReason, deleteTravelReason, updateTravelReason, viewTravelReasons } from '../../../src/contract/masters/trip-purposes';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { travelReasons } from '../../store/schema';
import { pageOfMaster } from './list-query';

/* The company's travel reasons per service (docs/features/masters.md "Purposes and reasons"). */

const OK = { Status: 'OK' as const };
const ENTITY = 'TravelReason';

type ReasonRow = typeof travelReasons.$inferSelect;

const wire = (r: ReasonRow) => ({ reasonid: r.id, service: r.service, reasonname: r.name, isother: r.isOther, status: r.status });
const mine = (corporateId: string, service: string, id: string) =>
  and(eq(travelReasons.corporateId, corporateId), eq(travelReasons.service, service), eq(travelReasons.id, id));

export const viewTravelReasonsHandler = defineHandler(viewTravelReasons)(async (ctx, { service, ...query }) => {
  const { rows, totalcount } = await pageOfMaster<ReasonRow>(
    ctx.tx,
    {
      table: travelReasons,
      where: and(eq(travelReasons.corporateId, ctx.session.corporateid), service ? eq(travelReasons.service, service) : undefined),
      searchable: [travelReasons.name],
      // Sorting by service keeps each service's reasons in the forms' order (the tie breaker).
      sortable: { service: travelReasons.service, reasonname: travelReasons.name, status: travelReasons.status },
      tieBreaker: travelReasons.position,
    },
    query,
  );
  return { ApiStatus: OK, TravelReason: rows.map(wire), totalcount };
});

/** A new reason goes last in its service's list. */
export const addTravelReasonHandler = defineHandler(addTravelReason)(async (ctx, { jsondata }) => {
  const { service, reasonname, isother, status } = jsondata.TravelReason;
  const corporateId = ctx.session.corporateid;
  const [last] = await ctx.tx
    .select({ n: max(travelReasons.position) })
    .from(travelReasons)
    .where(and(eq(travelReasons.corporateId, corporateId), eq(travelReasons.service, service)));
  const id = `RS${randomUUID()}`;
  const [row] = await ctx.tx
    .insert(travelReasons)
    .values({ id, corporateId, service, name: reasonname, isOther: isother, status, position: (last?.n ?? -1) + 1, createdAt: ctx.now })
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: id, action: 'create', after: wire(row!) });
  return { ApiStatus: OK, reasonid: id };
});

/** Another company's reason, or one of another service, reads as not found. */
export const updateTravelReasonHandler = defineHandler(updateTravelReason)(async (ctx, { jsondata }) => {
  const { reasonid, service, reasonname, isother, status } = jsondata.TravelReason;
  const where = mine(ctx.session.corporateid, service, reasonid);
  const [before] = await ctx.tx.select().from(travelReasons).where(where);
  if (!before) throw forbidden('reasonid: reason not found');
  const [after] = await ctx.tx.update(travelReasons).set({ name: reasonname, isOther: isother, status }).where(where).returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: reasonid, action: 'update', before: wire(before), after: wire(after!) });
  return { ApiStatus: OK, reasonid };
});

export const deleteTravelReasonHandler = defineHandler(deleteTravelReason)(async (ctx, { reasonid, service }) => {
  const [row] = await ctx.tx.delete(travelReasons).where(mine(ctx.session.corporateid, service, reasonid)).returning();
  if (!row) throw forbidden('reasonid: reason not found');
  await recordAdminChange(ctx, { entity: ENTITY, entityId: reasonid, action: 'delete', before: wire(row) });
  return { ApiStatus: OK };
});
