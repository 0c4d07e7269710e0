import { and, eq } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { perDiemGroups } from '../../store/schema';

/* What the per-diem handlers share (docs/features/per-diem.md). */

export const OK = { status: 'OK' as const };
/** The admin audit trail's entity names. */
export const ENTITY_GROUP = 'PerDiemGroup';
export const ENTITY_MASTER = 'PerDiemMaster';
export const ENTITY_MAPPING = 'PerDiemMapping';

export type PlanRow = typeof perDiemGroups.$inferSelect;

/**
 * The caller's company's plan; another company's id reads as an unknown one (403 naming the field).
 * `lock` holds the plan row until the call commits, so two saves of one rate table run one after the other.
 */
export async function ownPlan(ctx: HandlerContext, field: string, groupid: string, { lock = false } = {}): Promise<PlanRow> {
  const query = ctx.tx.select().from(perDiemGroups).where(and(eq(perDiemGroups.id, groupid), eq(perDiemGroups.corporateId, ctx.session.corporateid)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw forbidden(`${field}: per-diem group not found`);
  return row;
}
