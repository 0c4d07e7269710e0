import * as v from 'valibot';
import { PASSWORD_RULE_MESSAGE, isStrongPassword } from '../../domain/password';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { TRAVEL_ADMINS } from '../roles';
import { PersonLiteSchema, emailField, gradeIdChange, reportsToField, roleField, travellerEntries, userIdField } from './person-fields';

/*
 * People administration (docs/features/people.md): travel admins search, add, invite, re-role and
 * deactivate the people of their own company. Action names the product leaves open are ours.
 */

const expense = { opid: 'TG-EXPENSE', actionKey: 'action' } as const;
const ok = { ApiStatus: ApiStatusSchema };
/** The caller's own ids; the dispatcher refuses anyone else's, so the person acted on is `userid`. */
const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

export const SEARCH_BY = ['name', 'email', 'employeecode', 'mobile'] as const;
export const PERSON_STATUS_FILTERS = ['all', 'pending', 'active', 'deactivated'] as const;
/** At most this many addresses per invite call, so one call stays one short transaction. */
export const MAX_INVITES = 50;

export const passwordField = () =>
  v.pipe(v.string('password is required'), v.maxLength(256, 'password is too long'), v.check(isStrongPassword, `password: ${PASSWORD_RULE_MESSAGE}`));

const userProfileBody = <E extends v.ObjectEntries>(entries: E) =>
  v.object({ ...ownIds, jsondata: v.object({ UserProfile: v.object(entries, 'UserProfile is required') }, 'jsondata is required') });

export const searchCorporateTravellersLite = defineOperation({
  ...expense,
  action: 'searchcorporatetravellerslite',
  request: v.object({
    ...ownIds,
    searchby: v.optional(v.picklist(SEARCH_BY, `searchby must be one of ${SEARCH_BY.join(', ')}`), 'name'),
    searchval: v.optional(v.pipe(v.string('searchval must be a string'), v.trim(), v.maxLength(100, 'searchval is too long')), ''),
    status: v.optional(v.picklist(PERSON_STATUS_FILTERS, `status must be one of ${PERSON_STATUS_FILTERS.join(', ')}`), 'all'),
    pageno: v.optional(v.pipe(v.number('pageno must be a number'), v.integer('pageno must be a whole number'), v.minValue(1, 'pageno must be at least 1')), 1),
    pagesize: v.optional(
      v.pipe(v.number('pagesize must be a number'), v.integer('pagesize must be a whole number'), v.minValue(1, 'pagesize must be at least 1'), v.maxValue(200, 'pagesize must be at most 200')),
      50,
    ),
  }),
  response: v.object({ ...ok, ProfileLite: v.array(PersonLiteSchema), totalcount: v.number() }),
  roles: TRAVEL_ADMINS,
  mutates: false,
});

/** A traveller (role employee) who activates the account from a mailed link. */
export const addTraveller = defineOperation({
  ...expense,
  action: 'addtraveller',
  request: userProfileBody(travellerEntries),
  response: v.object({ ...ok, profileid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** A user of any role with a first password from the admin, to be changed at the first login. */
export const addDirectUser = defineOperation({
  ...expense,
  action: 'adddirectuser',
  request: userProfileBody({ ...travellerEntries, corporate_role: roleField(), password: passwordField() }),
  response: v.object({ ...ok, profileid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** A fresh activation link for a person who has not activated yet; earlier links stop working. */
export const resendActivation = defineOperation({
  ...expense,
  action: 'resendactivation',
  request: v.object({ ...ownIds, userid: userIdField() }),
  response: v.object({ ...ok }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

export const inviteBusinessTraveller = defineOperation({
  ...expense,
  action: 'invitebusinesstraveller',
  request: v.object({
    ...ownIds,
    emailids: v.pipe(
      v.array(emailField('emailids'), 'emailids must be a list of email addresses'),
      v.minLength(1, 'emailids is required'),
      v.maxLength(MAX_INVITES, `emailids may hold at most ${MAX_INVITES} addresses`),
    ),
    // Outside clients send these too (docs/features/people.md); the company invited is always the caller's own.
    corporatename: v.optional(v.string('corporatename must be a string'), ''),
    user_category: v.optional(v.string('user_category must be a string'), ''),
  }),
  response: v.object({
    ...ok,
    invited: v.array(v.object({ email: v.string(), profileid: v.string() })),
    skipped: v.array(v.object({ email: v.string(), reason: v.string() })),
  }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** Role, reporting manager and grade together: the one "edit" of a person's place in the company. */
export const updateUserRole = defineOperation({
  ...expense,
  action: 'updateuserrole',
  request: v.object({ ...ownIds, userid: userIdField(), corporate_role: roleField(), reportstoid: reportsToField(), gradeid: gradeIdChange() }),
  response: v.object({ ...ok }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** Ends every session of the person at once; they cannot log in until reactivated. */
export const deactivateUser = defineOperation({
  ...expense,
  action: 'deactivateuser',
  request: v.object({ ...ownIds, userid: userIdField() }),
  response: v.object({ ...ok }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

export const reactivateUser = defineOperation({
  ...expense,
  action: 'reactivateuser',
  request: v.object({ ...ownIds, userid: userIdField() }),
  response: v.object({ ...ok }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

export const peopleOperations = {
  searchCorporateTravellersLite,
  addTraveller,
  addDirectUser,
  resendActivation,
  inviteBusinessTraveller,
  updateUserRole,
  deactivateUser,
  reactivateUser,
};
