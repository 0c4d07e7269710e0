import * as v from 'valibot';
import { defineOperation } from '../operation';
import { TRAVEL_ADMINS } from '../roles';
import { masterListQuery, masterListTotal } from './list-query';
import { expense, ok, ownIds, requiredText } from './master-fields';

/*
 * Admin messages (docs/features/masters.md "Admin messages"): a travel admin writes to one person of
 * the company or to everyone; the message waits in the addressee's notifications and arrives as a
 * push. Field names are the AdminMessage record of docs/product.md.
 */

/** The addressee of a message to the whole company. */
export const MESSAGE_TO_ALL = 'ALL';

export const AdminMessageSchema = v.object({
  messageid: v.string(),
  /** Always 'notification': admin messages are notices, never conversations. */
  messagetype: v.string(),
  /** A profile id of the company, or 'ALL'. */
  messagetoid: v.string(),
  /** The addressee's name, or 'Everyone'. */
  messagetoname: v.string(),
  messagetitle: v.string(),
  messagedescription: v.string(),
  canreply: v.boolean(),
  messagelinks: v.string(),
  priority: v.number(),
  /** ISO 8601 time it was sent. */
  createdon: v.string(),
});
export type AdminMessage = v.InferOutput<typeof AdminMessageSchema>;

/** Columns a messages list may be sorted by. */
export const ADMIN_MESSAGE_SORTS = ['createdon', 'messagetitle'] as const;

/** A travel admin lists every message of the company; anyone else the ones addressed to them or to everyone. */
export const getAllMessage = defineOperation({
  ...expense,
  action: 'getallmessage',
  request: v.object({ ...ownIds, ...masterListQuery }),
  response: v.object({ ...ok, AdminMessage: v.array(AdminMessageSchema), ...masterListTotal }),
  roles: 'any',
  mutates: false,
});

export const addMessage = defineOperation({
  ...expense,
  action: 'addmessage',
  request: v.object({
    ...ownIds,
    jsondata: v.object(
      {
        AdminMessage: v.object(
          {
            messagetoid: requiredText('messagetoid', 64),
            messagetitle: requiredText('messagetitle', 200),
            messagedescription: requiredText('messagedescription', 4000),
          },
          'AdminMessage is required',
        ),
      },
      'jsondata is required',
    ),
  }),
  response: v.object({ ...ok, messageid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

export const deleteMessage = defineOperation({
  ...expense,
  action: 'deletemessage',
  request: v.object({ ...ownIds, messageid: requiredText('messageid', 64) }),
  response: v.object(ok),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

export const adminMessageOperations = { getAllMessage, addMessage, deleteMessage };
