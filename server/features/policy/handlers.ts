import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  type BlockSector,
  addBlockSectors,
  deleteBlockSectors,
  getBlockSectors,
  updateBlockSectors,
} from '../../../src/contract/policy/operations';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { type PlaceExpander, type PlaceRef, placeExpander } from '../../policy/places';
import { type PlaceType, policyBlockedSectors } from '../../store/schema-policy';
import { addTravelPolicyHandler, deleteTravelPolicyHandler, getTravelPoliciesHandler, updateTravelPolicyHandler } from './policies';
import { policyIdForRead, policyIdForWrite } from './policy-ref';
import { simulatePolicyHandler } from './simulate';
import { discardPolicyVersionHandler, getPolicyVersionHandler, publishPolicyVersionHandler, savePolicyDraftHandler } from './versions';

/*
 * TG-TRAVELPOLICYADMIN blocked sectors (docs/features/policy.md). The flight policy reads the rows
 * on every call (server/policy/flight-policy.ts), so an edit holds from the next search.
 */

const OK = { status: 'OK' as const };
const ENTITY = 'BlockSector';
const NOT_FOUND = 'recordid: blocked sector not found';

type Row = typeof policyBlockedSectors.$inferSelect;
interface SectorFields {
  origintype: PlaceType;
  origin: string;
  destinationtype: PlaceType;
  destination: string;
}

const refsOf = (rows: readonly Pick<Row, 'originType' | 'origin' | 'destinationType' | 'destination'>[]): PlaceRef[] =>
  rows.flatMap((r) => [{ type: r.originType, code: r.origin }, { type: r.destinationType, code: r.destination }]);

const wire = (r: Row, expand: PlaceExpander): BlockSector => ({
  recordid: r.id,
  travelpolicyid: r.travelPolicyId,
  origintype: r.originType,
  origin: r.origin,
  originname: expand({ type: r.originType, code: r.origin }).name,
  destinationtype: r.destinationType,
  destination: r.destination,
  destinationname: expand({ type: r.destinationType, code: r.destination }).name,
  bothways: r.bothways,
  reason: r.reason,
});

async function wireOne(ctx: HandlerContext, row: Row): Promise<BlockSector> {
  return wire(row, await placeExpander(ctx.tx, ctx.session.corporateid, refsOf([row])));
}

const mine = (ctx: HandlerContext, recordid: string) =>
  and(eq(policyBlockedSectors.id, recordid), eq(policyBlockedSectors.corporateId, ctx.session.corporateid));

/** Both ends must name places the app (and, for location groups, the company) knows, named by the field. */
async function checkPlaces(ctx: HandlerContext, s: SectorFields): Promise<void> {
  const ends = [['origin', { type: s.origintype, code: s.origin }], ['destination', { type: s.destinationtype, code: s.destination }]] as const;
  const expand = await placeExpander(ctx.tx, ctx.session.corporateid, ends.map(([, ref]) => ref));
  for (const [name, ref] of ends) if (!expand(ref).known) throw badRequest(`jsondata.${name}: ${ref.code} is not ${ref.type === 'group' ? 'a location group of your company' : `a ${ref.type} we know`}`);
}

const columns = (s: SectorFields & { bothways: boolean; reason: string }) => ({
  originType: s.origintype,
  origin: s.origin,
  destinationType: s.destinationtype,
  destination: s.destination,
  bothways: s.bothways,
  reason: s.reason,
});

export const addBlockSectorsHandler = defineHandler(addBlockSectors)(async (ctx, { jsondata }) => {
  const travelPolicyId = await policyIdForWrite(ctx, jsondata.travelpolicyid, 'jsondata.travelpolicyid');
  await checkPlaces(ctx, jsondata);
  const [row] = await ctx.tx
    .insert(policyBlockedSectors)
    .values({ id: `BS${randomUUID()}`, corporateId: ctx.session.corporateid, travelPolicyId, ...columns(jsondata), createdAt: ctx.now })
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: row!.id, action: 'create', after: await wireOne(ctx, row!) });
  return { ResponseStatus: OK, recordid: row!.id };
});

export const getBlockSectorsHandler = defineHandler(getBlockSectors)(async (ctx, { travelpolicyid }) => {
  const policyId = await policyIdForRead(ctx, travelpolicyid);
  if (!policyId) return { ResponseStatus: OK, BlockSector: [] };
  const rows = await ctx.tx
    .select()
    .from(policyBlockedSectors)
    .where(eq(policyBlockedSectors.travelPolicyId, policyId))
    .orderBy(policyBlockedSectors.createdAt, policyBlockedSectors.id);
  const expand = await placeExpander(ctx.tx, ctx.session.corporateid, refsOf(rows));
  return { ResponseStatus: OK, BlockSector: rows.map((r) => wire(r, expand)) };
});

/** Another company's recordid answers as an unknown one; a sector stays in its policy. */
export const updateBlockSectorsHandler = defineHandler(updateBlockSectors)(async (ctx, { jsondata }) => {
  const { recordid } = jsondata;
  const [before] = await ctx.tx.select().from(policyBlockedSectors).where(mine(ctx, recordid));
  if (!before) throw forbidden(`jsondata.${NOT_FOUND}`);
  await checkPlaces(ctx, jsondata);
  const [after] = await ctx.tx.update(policyBlockedSectors).set(columns(jsondata)).where(mine(ctx, recordid)).returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: recordid, action: 'update', before: await wireOne(ctx, before), after: await wireOne(ctx, after!) });
  return { ResponseStatus: OK, recordid };
});

export const deleteBlockSectorsHandler = defineHandler(deleteBlockSectors)(async (ctx, { recordid }) => {
  const [row] = await ctx.tx.delete(policyBlockedSectors).where(mine(ctx, recordid)).returning();
  if (!row) throw forbidden(NOT_FOUND);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: recordid, action: 'delete', before: await wireOne(ctx, row) });
  return { ResponseStatus: OK };
});

/** Every handler of the travel policy console (contract: src/contract/policy/operations.ts). */
export const policyHandlers: readonly OperationHandler[] = [
  addBlockSectorsHandler,
  getBlockSectorsHandler,
  updateBlockSectorsHandler,
  deleteBlockSectorsHandler,
  getTravelPoliciesHandler,
  addTravelPolicyHandler,
  updateTravelPolicyHandler,
  deleteTravelPolicyHandler,
  getPolicyVersionHandler,
  savePolicyDraftHandler,
  publishPolicyVersionHandler,
  discardPolicyVersionHandler,
  simulatePolicyHandler,
];
