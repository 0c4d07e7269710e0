import { and, asc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TravelCoordinatorMapping } from '../../../src/contract/coordinators/shapes';
import { recordAdminChange } from '../../admin/audit';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import type { Executor } from '../../store/db';
import { coordinatorMappings, profiles } from '../../store/schema';
import { findPerson, type Person } from '../../workflow/directory';

/* Mapping rows and their wire shape, always read within the caller's company (docs/features/coordinators.md). */

export type MappingRow = typeof coordinatorMappings.$inferSelect;
export const ENTITY = 'TravelCoordinatorMapping';
/** Lists answer at most this many rows; a company's mappings stay well below it. */
const MAX_ROWS = 5000;

const coordinator = alias(profiles, 'coordinator');
const traveller = alias(profiles, 'traveller');
const fullName = (p: { passportFirstName: string; passportLastName: string }) => `${p.passportFirstName} ${p.passportLastName}`.trim();

/** Live mappings (active and requested) of the company, narrowed by `where`, with both names. */
export async function mappingsWhere(db: Executor, corporateId: string, where?: ReturnType<typeof and>): Promise<TravelCoordinatorMapping[]> {
  const rows = await db
    .select({ m: coordinatorMappings, c: coordinator, t: traveller })
    .from(coordinatorMappings)
    .innerJoin(coordinator, eq(coordinator.id, coordinatorMappings.coordinatorProfileId))
    .innerJoin(traveller, eq(traveller.id, coordinatorMappings.travellerProfileId))
    .where(and(eq(coordinatorMappings.corporateId, corporateId), ne(coordinatorMappings.status, 'deleted'), where))
    .orderBy(asc(coordinator.passportFirstName), asc(coordinator.id), asc(traveller.passportFirstName), asc(traveller.passportLastName), asc(traveller.id))
    .limit(MAX_ROWS);
  return rows.map(({ m, c, t }) => ({
    recordid: m.id,
    tcprofileid: m.coordinatorProfileId,
    tcname: fullName(c),
    travellerprofileid: m.travellerProfileId,
    travellername: fullName(t),
    travelleremail: t.email,
    status: m.status === 'requested' ? 'requested' : 'active',
    remarks: m.remarks,
    createdon: m.createdAt.toISOString(),
  }));
}

/** The audit trail's picture of one mapping row. */
export const auditOf = (m: MappingRow) => ({
  recordid: m.id,
  tcprofileid: m.coordinatorProfileId,
  travellerprofileid: m.travellerProfileId,
  status: m.status,
  remarks: m.remarks,
  deletionremarks: m.deletionRemarks,
});

/** A travel coordinator of the caller's company, or 400 naming the field (another company's id reads as unknown). */
export async function coordinatorOf(ctx: HandlerContext, id: string, field = 'tcprofileid'): Promise<Person> {
  const person = await findPerson(ctx.tx, ctx.session.corporateid, id);
  if (!person || person.role !== 'travelcoordinator') throw badRequest(`${field}: not a travel coordinator of your company`);
  return person;
}

/** Marks live rows deleted with the remarks, auditing each; returns how many. */
export async function deleteMappings(ctx: HandlerContext, where: ReturnType<typeof and>, remarks: string): Promise<number> {
  const gone = await ctx.tx
    .update(coordinatorMappings)
    .set({ status: 'deleted', deletionRemarks: remarks, deletedBy: ctx.session.profileid, updatedAt: ctx.now })
    .where(and(eq(coordinatorMappings.corporateId, ctx.session.corporateid), ne(coordinatorMappings.status, 'deleted'), where))
    .returning();
  for (const row of gone) await recordAdminChange(ctx, { entity: ENTITY, entityId: row.id, action: 'delete', before: auditOf(row) });
  return gone.length;
}
