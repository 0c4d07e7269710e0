import { and, eq } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { personAccounts, profiles } from '../../store/schema';

/** Longer chains than this do not occur in a company; a walk that gets here is stopped as a cycle. */
const MAX_CHAIN = 200;

/**
 * The reporting manager asked for `personId` (null while adding): '' = none; otherwise a person of
 * the same company who is not deactivated, and not someone who (through others) reports to
 * `personId`, since approvals climb this chain and a circle would never end.
 */
export async function checkedManager(ctx: HandlerContext, field: string, reportstoid: string, personId: string | null): Promise<string | null> {
  if (reportstoid === '') return null;
  if (reportstoid === personId) throw badRequest(`${field}: a person cannot report to themselves`);
  const [manager] = await ctx.tx
    .select({ id: profiles.id, status: personAccounts.status })
    .from(profiles)
    .leftJoin(personAccounts, eq(personAccounts.profileId, profiles.id))
    .where(and(eq(profiles.id, reportstoid), eq(profiles.corporateId, ctx.session.corporateid)));
  if (!manager) throw badRequest(`${field}: manager not found in your company`);
  if (manager.status === 'deactivated') throw badRequest(`${field}: this manager is deactivated`);
  if (personId === null) return manager.id;
  const seen = new Set<string>();
  for (let at: string | null = manager.id; at !== null; ) {
    if (at === personId || seen.has(at) || seen.size > MAX_CHAIN) throw badRequest(`${field}: this manager reports to the person, directly or through others`);
    seen.add(at);
    const [up]: { reportsTo: string | null }[] = await ctx.tx
      .select({ reportsTo: profiles.reportsTo })
      .from(profiles)
      .where(and(eq(profiles.id, at), eq(profiles.corporateId, ctx.session.corporateid)));
    at = up?.reportsTo ?? null;
  }
  return manager.id;
}
