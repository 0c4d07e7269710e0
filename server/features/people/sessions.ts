import { and, eq, isNull } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import { sessions } from '../../store/schema';

/**
 * Drops a person's sessions from this process's cache once the call commits, so their next call
 * reads the changed role or the revocation from the database. `revoke` also ends them for good.
 */
export async function endOrRefreshSessions(ctx: HandlerContext, profileId: string, revoke: boolean): Promise<void> {
  const open = and(eq(sessions.profileId, profileId), isNull(sessions.revokedAt));
  const rows = revoke
    ? await ctx.tx.update(sessions).set({ revokedAt: ctx.now }).where(open).returning({ tokenHash: sessions.tokenHash })
    : await ctx.tx.select({ tokenHash: sessions.tokenHash }).from(sessions).where(open);
  const hashes = rows.map((r) => r.tokenHash);
  if (hashes.length === 0) return;
  // Now as well as after commit: a revoked token must not answer even once from the cache meanwhile.
  if (revoke) ctx.forgetSessions(hashes);
  ctx.afterCommit(() => ctx.forgetSessions(hashes));
}
