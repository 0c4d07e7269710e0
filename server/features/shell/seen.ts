import { and, eq } from 'drizzle-orm';
import { getSeenNotices, markNoticesSeen } from '../../../src/contract/shell/operations';
import { defineHandler } from '../../dispatch/types';
import { profileSeenNotices } from '../../store/schema-shell';

/*
 * The notices a profile has seen (issue 15): only ever the caller's own rows, keyed by the session's
 * corporate and profile, so no id in the request can reach someone else's.
 */
export const seenNoticeHandlers = [
  defineHandler(getSeenNotices)(async ({ session, tx }) => {
    const rows = await tx
      .select({ key: profileSeenNotices.noticeKey })
      .from(profileSeenNotices)
      .where(and(eq(profileSeenNotices.corporateId, session.corporateid), eq(profileSeenNotices.profileId, session.profileid)));
    return { ResponseStatus: { status: 'OK' }, keys: rows.map((r) => r.key).sort() };
  }),

  defineHandler(markNoticesSeen)(async ({ session, tx, now }, { keys }) => {
    const unique = [...new Set(keys)];
    await tx
      .insert(profileSeenNotices)
      .values(unique.map((noticeKey) => ({ corporateId: session.corporateid, profileId: session.profileid, noticeKey, seenAt: now })))
      .onConflictDoNothing();
    return { ResponseStatus: { status: 'OK' } };
  }),
];
