import { randomUUID } from 'node:crypto';
import type { HandlerContext } from '../dispatch/types';
import { adminAudit } from '../store/schema';

export interface AdminChange {
  /** Wire entity name of the contract, e.g. 'Projects'. */
  entity: string;
  entityId: string;
  action: 'create' | 'update' | 'delete';
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records an admin change inside the call's own transaction, so a change that rolls back leaves no
 * audit row and a recorded change cannot be lost (docs/features/admin-audit.md). While an admin acts
 * as someone else, the admin is the actor.
 */
export async function recordAdminChange(ctx: HandlerContext, change: AdminChange): Promise<void> {
  await ctx.tx.insert(adminAudit).values({
    id: `AU${randomUUID()}`,
    corporateId: ctx.session.corporateid,
    actorProfileId: ctx.session.emulatedBy ?? ctx.session.profileid,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
    at: ctx.now,
  });
}
