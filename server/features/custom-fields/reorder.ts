import { and, eq } from 'drizzle-orm';
import { reorderCustomFields } from '../../../src/contract/custom-fields/operations';
import { recordAdminChange } from '../../admin/audit';
import { defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { customFields } from '../../store/schema';

/**
 * Sets a channel's order from the full list of its field ids. A partial or stale list (another admin
 * added a field meanwhile) is refused rather than guessed at.
 */
export const reorderCustomFieldsHandler = defineHandler(reorderCustomFields)(async (ctx, { channel, fieldids }) => {
  const rows = await ctx.tx
    .select({ id: customFields.id, sortOrder: customFields.sortOrder })
    .from(customFields)
    .where(and(eq(customFields.corporateId, ctx.session.corporateid), eq(customFields.channel, channel)));
  const known = new Set(rows.map((r) => r.id));
  const sameSet = fieldids.length === known.size && new Set(fieldids).size === known.size && fieldids.every((id) => known.has(id));
  if (!sameSet) throw badRequest('fieldids: must list every field of the channel once');
  const before = Object.fromEntries(rows.map((r) => [r.id, r.sortOrder]));
  for (const [i, id] of fieldids.entries()) {
    if (before[id] !== i + 1) await ctx.tx.update(customFields).set({ sortOrder: i + 1, updatedAt: ctx.now }).where(eq(customFields.id, id));
  }
  await recordAdminChange(ctx, {
    entity: 'GenericCustomField',
    entityId: channel,
    action: 'update',
    before: { order: rows.sort((a, b) => a.sortOrder - b.sortOrder).map((r) => r.id) },
    after: { order: fieldids },
  });
  return { ApiStatus: { Status: 'OK' as const } };
});
