import { and, eq } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { locationGroups } from '../../store/schema';

/* What the location group handlers share (docs/features/location-groups.md). */

export const OK = { status: 'OK' as const };
/** The admin audit trail's entity names. */
export const ENTITY_GROUP = 'LocationGroup';
export const ENTITY_MAP = 'LocationMap';

/** The caller's company's group; another company's id reads as an unknown one (403 naming the field). */
export async function ownGroup(ctx: HandlerContext, field: string, groupid: string): Promise<typeof locationGroups.$inferSelect> {
  const [row] = await ctx.tx.select().from(locationGroups).where(and(eq(locationGroups.id, groupid), eq(locationGroups.corporateId, ctx.session.corporateid)));
  if (!row) throw forbidden(`${field}: location group not found`);
  return row;
}
