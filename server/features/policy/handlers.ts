import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
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
import { airports, policyBlockedSectors } from '../../store/schema';
import { ensureDefaultPolicyId, findDefaultPolicyId } from './default-policy';

/*
 * TG-TRAVELPOLICYADMIN blocked sectors (docs/features/policy.md). The flight policy reads the rows
 * on every call (server/features/flights/policy-store.ts), so an edit holds from the next search.
 */

const OK = { status: 'OK' as const };
const ENTITY = 'BlockSector';
const NOT_FOUND = 'recordid: blocked sector not found';

type Row = typeof policyBlockedSectors.$inferSelect;
interface SectorFields {
  origin: string;
  destination: string;
  bothways: boolean;
  reason: string;
}

const wire = (r: Row): BlockSector => ({ recordid: r.id, origin: r.origin, destination: r.destination, bothways: r.bothways, reason: r.reason });
const mine = (ctx: HandlerContext, recordid: string) =>
  and(eq(policyBlockedSectors.id, recordid), eq(policyBlockedSectors.corporateId, ctx.session.corporateid));

/** Both ends must be airports the app knows (the same list search offers), named by the field. */
async function checkAirports(ctx: HandlerContext, prefix: string, { origin, destination }: SectorFields): Promise<void> {
  const known = await ctx.tx.select({ code: airports.code }).from(airports).where(inArray(airports.code, [origin, destination]));
  const codes = new Set(known.map((a) => a.code));
  for (const [name, code] of [['origin', origin], ['destination', destination]] as const)
    if (!codes.has(code)) throw badRequest(`${prefix}${name}: ${code} is not an airport we know`);
}

export const addBlockSectorsHandler = defineHandler(addBlockSectors)(async (ctx, { jsondata }) => {
  const { origin, destination, bothways, reason } = jsondata;
  await checkAirports(ctx, 'jsondata.', jsondata);
  const [row] = await ctx.tx
    .insert(policyBlockedSectors)
    .values({ id: `BS${randomUUID()}`, corporateId: ctx.session.corporateid, travelPolicyId: await ensureDefaultPolicyId(ctx), origin, destination, bothways, reason, createdAt: ctx.now })
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: row!.id, action: 'create', after: wire(row!) });
  return { ResponseStatus: OK, recordid: row!.id };
});

export const getBlockSectorsHandler = defineHandler(getBlockSectors)(async (ctx) => {
  const policyId = await findDefaultPolicyId(ctx);
  if (!policyId) return { ResponseStatus: OK, BlockSector: [] };
  const rows = await ctx.tx
    .select()
    .from(policyBlockedSectors)
    .where(eq(policyBlockedSectors.travelPolicyId, policyId))
    .orderBy(policyBlockedSectors.createdAt, policyBlockedSectors.id);
  return { ResponseStatus: OK, BlockSector: rows.map(wire) };
});

/** Another company's recordid answers as an unknown one. */
export const updateBlockSectorsHandler = defineHandler(updateBlockSectors)(async (ctx, { jsondata }) => {
  const { recordid, origin, destination, bothways, reason } = jsondata;
  const [before] = await ctx.tx.select().from(policyBlockedSectors).where(mine(ctx, recordid));
  if (!before) throw forbidden(`jsondata.${NOT_FOUND}`);
  await checkAirports(ctx, 'jsondata.', jsondata);
  const [after] = await ctx.tx.update(policyBlockedSectors).set({ origin, destination, bothways, reason }).where(mine(ctx, recordid)).returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: recordid, action: 'update', before: wire(before), after: wire(after!) });
  return { ResponseStatus: OK, recordid };
});

export const deleteBlockSectorsHandler = defineHandler(deleteBlockSectors)(async (ctx, { recordid }) => {
  const [row] = await ctx.tx.delete(policyBlockedSectors).where(mine(ctx, recordid)).returning();
  if (!row) throw forbidden(NOT_FOUND);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: recordid, action: 'delete', before: wire(row) });
  return { ResponseStatus: OK };
});

/** Every handler of the travel policy console (contract: src/contract/policy/operations.ts). */
export const policyHandlers: readonly OperationHandler[] = [addBlockSectorsHandler, getBlockSectorsHandler, updateBlockSectorsHandler, deleteBlockSectorsHandler];
