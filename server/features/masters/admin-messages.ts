import { randomUUID } from 'node:crypto';
import { type SQL, and, eq, inArray, isNull, or } from 'drizzle-orm';
import { type AdminMessage, MESSAGE_TO_ALL, addMessage, deleteMessage, getAllMessage } from '../../../src/contract/masters/admin-messages';
import { TRAVEL_ADMINS } from '../../../src/contract/roles';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import type { Executor } from '../../store/db';
import { corporateNotifications, profiles } from '../../store/schema';
import { pushAdminMessage } from './admin-message-push';
import { pageOfMaster } from './list-query';

/*
 * Admin messages are the company's notifications (corporate_notifications) with an addressee: the
 * bell reads the same rows, so a message shows there at once and a deleted one is gone from it.
 */

const OK = { Status: 'OK' as const };
const ENTITY = 'AdminMessage';
const EVERYONE = 'Everyone';

type MessageRow = typeof corporateNotifications.$inferSelect;

async function namesOf(tx: Executor, corporateId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: profiles.id, first: profiles.passportFirstName, last: profiles.passportLastName })
    .from(profiles)
    .where(and(eq(profiles.corporateId, corporateId), inArray(profiles.id, ids)));
  return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`.trim()]));
}

const wire = (m: MessageRow, names: Map<string, string>): AdminMessage => ({
  messageid: m.id,
  messagetype: m.messageType,
  messagetoid: m.toProfileId ?? MESSAGE_TO_ALL,
  messagetoname: m.toProfileId === null ? EVERYONE : (names.get(m.toProfileId) ?? m.toProfileId),
  messagetitle: m.title,
  messagedescription: m.description,
  canreply: m.canReply,
  messagelinks: m.link,
  priority: m.priority,
  createdon: m.createdAt.toISOString(),
});

async function wireOne(ctx: HandlerContext, m: MessageRow): Promise<AdminMessage> {
  return wire(m, await namesOf(ctx.tx, ctx.session.corporateid, m.toProfileId ? [m.toProfileId] : []));
}

export const getAllMessageHandler = defineHandler(getAllMessage)(async (ctx, query) => {
  const own = eq(corporateNotifications.corporateId, ctx.session.corporateid);
  const addressed: SQL | undefined = TRAVEL_ADMINS.includes(ctx.session.role)
    ? own
    : and(own, or(isNull(corporateNotifications.toProfileId), eq(corporateNotifications.toProfileId, ctx.session.profileid)));
  const { rows, totalcount } = await pageOfMaster<MessageRow>(
    ctx.tx,
    {
      table: corporateNotifications,
      where: addressed,
      searchable: [corporateNotifications.title, corporateNotifications.description],
      sortable: { createdon: corporateNotifications.createdAt, messagetitle: corporateNotifications.title },
      tieBreaker: corporateNotifications.id,
    },
    query,
  );
  const names = await namesOf(ctx.tx, ctx.session.corporateid, [...new Set(rows.flatMap((r) => (r.toProfileId ? [r.toProfileId] : [])))]);
  return { ApiStatus: OK, AdminMessage: rows.map((r) => wire(r, names)), totalcount };
});

/** Stored as docs/product.md's admin message: a notification, not replyable, priority 0, link 'NA'. */
export const addMessageHandler = defineHandler(addMessage)(async (ctx, { jsondata }) => {
  const { messagetoid, messagetitle, messagedescription } = jsondata.AdminMessage;
  const to = messagetoid.toUpperCase() === MESSAGE_TO_ALL ? MESSAGE_TO_ALL : messagetoid;
  if (to !== MESSAGE_TO_ALL && (await namesOf(ctx.tx, ctx.session.corporateid, [to])).size === 0)
    throw badRequest('jsondata.AdminMessage.messagetoid: no such person in your company');
  const [row] = await ctx.tx
    .insert(corporateNotifications)
    .values({
      id: `AM${randomUUID()}`,
      corporateId: ctx.session.corporateid,
      toProfileId: to === MESSAGE_TO_ALL ? null : to,
      title: messagetitle,
      description: messagedescription,
      messageType: 'notification',
      canReply: false,
      priority: 0,
      link: 'NA',
      createdBy: ctx.session.emulatedBy ?? ctx.session.profileid,
      createdAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await recordAdminChange(ctx, { entity: ENTITY, entityId: row.id, action: 'create', before: null, after: await wireOne(ctx, row) });
  await pushAdminMessage(ctx, { id: row.id, to, title: messagetitle, description: messagedescription });
  return { ApiStatus: OK, messageid: row.id };
});

/** Another company's message reads as not found, as foreign ids do across the masters. */
export const deleteMessageHandler = defineHandler(deleteMessage)(async (ctx, { messageid }) => {
  const [row] = await ctx.tx
    .delete(corporateNotifications)
    .where(and(eq(corporateNotifications.id, messageid), eq(corporateNotifications.corporateId, ctx.session.corporateid)))
    .returning();
  if (!row) throw forbidden('messageid: message not found');
  await recordAdminChange(ctx, { entity: ENTITY, entityId: row.id, action: 'delete', before: await wireOne(ctx, row), after: null });
  return { ApiStatus: OK };
});

export const adminMessageHandlers = [getAllMessageHandler, addMessageHandler, deleteMessageHandler];
