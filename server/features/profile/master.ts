import { and, asc, eq, ne } from 'drizzle-orm';
import { getProfileMaster, listColleagues } from '../../../src/contract/profile/operations';
import { buildLoginOk } from '../../auth/login-response';
import { defineHandler } from '../../dispatch/types';
import { HttpError } from '../../http/errors';
import { profiles } from '../../store/schema';
import { profileAnswers } from './custom-answers';
import { profileRulesOf } from './rules';

/** Colleagues listed at most; a delegate picker beyond that needs a search, not a longer list. */
const COLLEAGUES_LIMIT = 500;

export const profileMasterHandlers = [
  defineHandler(getProfileMaster)(async ({ session, tx, now }) => {
    const [row] = await tx
      .select()
      .from(profiles)
      .where(and(eq(profiles.id, session.profileid), eq(profiles.corporateId, session.corporateid)));
    if (!row) throw new HttpError(404, 'profile not found');
    // The login's own mapping, so a refreshed profilemaster can never differ in shape from the login's.
    const { profilemaster } = await buildLoginOk(tx, row, { token: '', encKey: null, now });
    return {
      ApiStatus: { Status: 'OK' },
      profilemaster,
      profilerules: await profileRulesOf(tx, session.corporateid),
      customfields: await profileAnswers(tx, session.corporateid, session.profileid),
    };
  }),

  defineHandler(listColleagues)(async ({ session, tx }) => {
    const rows = await tx
      .select({ profileid: profiles.id, title: profiles.passportTitle, first: profiles.passportFirstName, last: profiles.passportLastName, email: profiles.email })
      .from(profiles)
      .where(and(eq(profiles.corporateId, session.corporateid), ne(profiles.id, session.profileid)))
      .orderBy(asc(profiles.passportFirstName), asc(profiles.passportLastName))
      .limit(COLLEAGUES_LIMIT);
    return {
      ApiStatus: { Status: 'OK' },
      list: rows.map((r) => ({ profileid: r.profileid, name: `${r.first} ${r.last}`.trim(), email: r.email })),
    };
  }),
];
