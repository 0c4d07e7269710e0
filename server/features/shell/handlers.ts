import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { getNotificationsByCorporate, getSupportMatrix } from '../../../src/contract/shell/operations';
import { defineHandler } from '../../dispatch/types';
import { corporateNotifications, supportContacts } from '../../store/schema-shell';
import { seenNoticeHandlers } from './seen';

/*
 * Both reads are scoped to the caller's session corporate; a foreign corporateid never gets here
 * (the dispatcher's ownership guard answers 403).
 */
export const shellHandlers = [
  defineHandler(getSupportMatrix)(async ({ session, tx }) => {
    const rows = await tx
      .select({
        name: supportContacts.name,
        contact_numbers: supportContacts.contactNumbers,
        email: supportContacts.email,
        instructions: supportContacts.instructions,
      })
      .from(supportContacts)
      .where(eq(supportContacts.corporateId, session.corporateid))
      .orderBy(asc(supportContacts.sortOrder), asc(supportContacts.id));
    return { ResponseStatus: { status: 'OK' }, supportmatrix: rows };
  }),

  defineHandler(getNotificationsByCorporate)(async ({ session, tx }) => {
    const rows = await tx
      .select({
        messageid: corporateNotifications.id,
        message_title: corporateNotifications.title,
        message_description: corporateNotifications.description,
      })
      .from(corporateNotifications)
      .where(
        and(
          eq(corporateNotifications.corporateId, session.corporateid),
          // An admin message to one person is theirs alone (docs/features/masters.md "Admin messages").
          or(isNull(corporateNotifications.toProfileId), eq(corporateNotifications.toProfileId, session.profileid)),
        ),
      )
      .orderBy(asc(corporateNotifications.createdAt), asc(corporateNotifications.id));
    return { ResponseStatus: { status: 'OK' }, notifications: rows };
  }),

  ...seenNoticeHandlers,
];
