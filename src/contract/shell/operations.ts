import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ResponseStatusSchema } from '../envelope';

/*
 * docs/operations.md "Other shell calls": "notifications by corporate; support matrix by corporate".
 * The spec names neither opid nor action; these names are ours (docs/operations.md). Both read the
 * caller's own corporate: a corporateid of another company is refused by the dispatcher (403).
 */
const CorporateIdField = v.optional(v.pipe(v.string('corporateid must be a string'), v.maxLength(40, 'corporateid is too long')));

/** docs/product.md#records "support row (name, contact_numbers, email, instructions)". */
export const SupportRowSchema = v.object({
  name: v.string(),
  contact_numbers: v.string(),
  email: v.string(),
  instructions: v.string(),
});
export type SupportRow = v.InferOutput<typeof SupportRowSchema>;

export const getSupportMatrix = defineOperation({
  opid: 'TG-SUPPORTMATRIX',
  actionKey: 'action',
  action: 'getsupportmatrix',
  request: v.object({ corporateid: CorporateIdField }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, supportmatrix: v.array(SupportRowSchema) }),
  roles: 'any',
  mutates: false,
});

/** docs/product.md#records "notification (message_title, message_description)"; the description is HTML. */
export const NotificationSchema = v.object({
  messageid: v.string(),
  message_title: v.string(),
  message_description: v.string(),
});
export type CorporateNotification = v.InferOutput<typeof NotificationSchema>;

export const getNotificationsByCorporate = defineOperation({
  opid: 'TG-NOTIFICATIONS',
  actionKey: 'action',
  action: 'getnotificationsbycorporate',
  request: v.object({ corporateid: CorporateIdField }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, notifications: v.array(NotificationSchema) }),
  roles: 'any',
  mutates: false,
});

/** A notice the shell shows once per profile: 'chat-announcement', 'notification:<messageid>', 'feedback:<YYYY-MM-DD>'. */
const NoticeKeyField = v.pipe(
  v.string('must be a string'),
  v.maxLength(80, 'is too long (80 characters at most)'),
  v.regex(/^[a-z-]+(:[A-Za-z0-9._-]+)?$/, 'must look like name or name:id'),
);

/** Which notices the caller has already seen (issue 15): held per profile on the server, so logout does not forget them. */
export const getSeenNotices = defineOperation({
  opid: 'TG-NOTIFICATIONS',
  actionKey: 'action',
  action: 'getseennotices',
  request: v.object({ corporateid: CorporateIdField }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, keys: v.array(v.string()) }),
  roles: 'any',
  mutates: false,
});

/** Marks notices seen by the caller; marking one again changes nothing. */
export const markNoticesSeen = defineOperation({
  opid: 'TG-NOTIFICATIONS',
  actionKey: 'action',
  action: 'marknoticesseen',
  request: v.object({
    corporateid: CorporateIdField,
    keys: v.pipe(v.array(NoticeKeyField, 'keys must be a list'), v.minLength(1, 'keys must not be empty'), v.maxLength(50, 'keys: 50 at most')),
  }),
  response: v.object({ ResponseStatus: ResponseStatusSchema }),
  roles: 'any',
  mutates: true,
});

export const shellOperations = { getSupportMatrix, getNotificationsByCorporate, getSeenNotices, markNoticesSeen };
