import { and, eq } from 'drizzle-orm';
import { TRAVEL_ADMINS } from '../../../src/contract/roles';
import type { HandlerContext } from '../../dispatch/types';
import type { StoredFile } from '../../http/upload-store';
import { visas } from '../../store/schema';

/**
 * Besides its uploader (the visa's owner), a visa scan may be opened by the travel admins of the
 * owner's company, who verify it (docs/features/visas.md). Nobody else: not colleagues, not
 * approvers, not another company (GET /api/files already looks only inside the caller's company).
 */
export async function mayReadVisaScan(ctx: HandlerContext, file: StoredFile): Promise<boolean> {
  if (!TRAVEL_ADMINS.includes(ctx.session.role)) return false;
  const [visa] = await ctx.tx
    .select({ id: visas.id })
    .from(visas)
    .where(and(eq(visas.scanFileId, file.id), eq(visas.corporateId, ctx.session.corporateid), eq(visas.profileId, file.profileId)))
    .limit(1);
  return visa !== undefined;
}
