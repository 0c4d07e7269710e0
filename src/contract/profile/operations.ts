import * as v from 'valibot';
import { calendarDate, isCalendarDate } from '../calendar-date';
import { defineOperation } from '../operation';
import { ApiStatusSchema } from '../envelope';
import { ProfileMasterSchema } from '../login';
import { PASSWORD_RULE_MESSAGE, isStrongPassword } from '../../domain/password';
import { ID_CARD_TYPES, MEAL_CODES, MEMBERSHIP_KINDS, SEAT_PREFERENCES } from '../../domain/profile-records';
import { customFieldAnswersField } from '../custom-field-answers';

/** Names the spec leaves open (documented in docs/operations.md). */
export const changePassword = defineOperation({
  opid: 'TG-PROFILE',
  actionKey: 'action',
  action: 'changepassword',
  request: v.object({
    oldpassword: v.pipe(v.string('oldpassword is required'), v.nonEmpty('oldpassword is required'), v.maxLength(256, 'oldpassword is too long')),
    newpassword: v.pipe(
      v.string('newpassword is required'),
      v.maxLength(256, 'newpassword is too long'),
      v.check(isStrongPassword, `newpassword: ${PASSWORD_RULE_MESSAGE}`),
    ),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema }),
  roles: 'any',
  mutates: true,
  allowDuringPasswordChange: true,
});

/** docs/operations.md "update contact info (profileid, mobilenumber, contactemail, corporatename)". */
export const updateContactInfo = defineOperation({
  opid: 'TG-PROFILE',
  actionKey: 'action',
  action: 'updatecontactinfo',
  request: v.object({
    profileid: v.optional(v.string('profileid must be a string')),
    mobilenumber: v.pipe(v.string('mobilenumber is required'), v.regex(/^\+?\d{7,15}$/, 'mobilenumber must be 7 to 15 digits')),
    contactemail: v.pipe(v.string('contactemail is required'), v.maxLength(254, 'contactemail is too long'), v.regex(/^\S+@\S+\.\S+$/, 'contactemail must be an email address')),
    corporatename: v.optional(v.pipe(v.string('corporatename must be a string'), v.maxLength(200, 'corporatename is too long'))),
    /** Answers to the company's profile custom fields (docs/features/custom-fields.md); absent leaves the saved ones as they are. */
    customfields: customFieldAnswersField,
  }),
  response: v.object({ ApiStatus: ApiStatusSchema }),
  roles: 'any',
  mutates: true,
});

/** A cheap read that proves the session; used by the shell to revalidate and by the benchmark. */
export const ping = defineOperation({
  opid: 'TG-PING',
  actionKey: 'action',
  action: 'ping',
  request: v.object({}),
  response: v.object({ ApiStatus: ApiStatusSchema }),
  roles: 'any',
  mutates: false,
  allowDuringPasswordChange: true,
});

const text = (field: string, max: number) =>
  v.pipe(v.string(`${field} is required`), v.trim(), v.nonEmpty(`${field} is required`), v.maxLength(max, `${field} is too long`));
const optionalText = (field: string, max: number) =>
  v.optional(v.pipe(v.string(`${field} must be a string`), v.trim(), v.maxLength(max, `${field} is too long`)), '');
const isoDate = (field: string) => v.pipe(v.string(`${field} is required`), v.isoDate(`${field} must be a date (YYYY-MM-DD)`), calendarDate(field));
/** The caller's own profile id may be sent (the spec's calls carry it); the dispatcher refuses anyone else's. */
const ownProfile = { profileid: v.optional(v.string('profileid must be a string')) };

/** Per-company switches the profile dialogs follow (docs/product.md#who-uses-it, docs/product.md#screens-and-routes, docs/product.md#validation-rules). */
export const ProfileRulesSchema = v.object({
  /** Title gets '(as per ID proof)' and a last name needs 2+ characters. */
  idproofnames: v.boolean(),
  /** Skip may be offered in the profile confirmation dialog (always in emulation). */
  allowskipverification: v.boolean(),
});
export type ProfileRulesWire = v.InferOutput<typeof ProfileRulesSchema>;

/** docs/operations.md "profile master v2": the caller's profilemaster, fresh from the database. */
export const getProfileMaster = defineOperation({
  opid: 'TG-PROFILE',
  actionKey: 'action',
  action: 'getprofilemaster',
  request: v.object(ownProfile),
  response: v.object({
    ApiStatus: ApiStatusSchema,
    profilemaster: ProfileMasterSchema,
    profilerules: ProfileRulesSchema,
    /** The saved answers to the company's profile custom fields, by field id (docs/features/custom-fields.md). */
    customfields: v.optional(v.record(v.string(), v.string()), {}),
  }),
  roles: 'any',
  mutates: false,
});

/**
 * docs/operations.md "confirm basic profile" (the profile confirmation dialog's Update and Confirm And
 * Continue). Shapes are checked here; the spec's rules and messages are applied by the handler,
 * which answers them as ApiStatus NOK like any other refusal the dialog shows.
 */
export const confirmBasicProfile = defineOperation({
  opid: 'TG-PROFILE',
  actionKey: 'action',
  action: 'confirmbasicprofile',
  request: v.object({
    ...ownProfile,
    title: v.pipe(v.string('title must be a string'), v.maxLength(10, 'title is too long')),
    firstname: v.pipe(v.string('firstname must be a string'), v.maxLength(60, 'firstname is too long')),
    lastname: v.pipe(v.string('lastname must be a string'), v.maxLength(60, 'lastname is too long')),
    mobile_countrycode: v.pipe(v.string('mobile_countrycode must be a string'), v.maxLength(5, 'mobile_countrycode is too long')),
    mobile: v.pipe(v.string('mobile must be a string'), v.maxLength(15, 'mobile is too long')),
    gender: v.pipe(v.string('gender must be a string'), v.maxLength(10, 'gender is too long')),
    birthdate: v.pipe(
      v.string('birthdate must be a string'),
      v.maxLength(10, 'birthdate is too long'),
      // Other shapes get the dialog's own message; a date-shaped non-day must not reach the database.
      v.check((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text) || isCalendarDate(text), 'birthdate is not a calendar date'),
    ),
    /** true for Confirm And Continue: the details are also marked verified. */
    confirm: v.optional(v.boolean('confirm must be true or false'), false),
    /** Answers to the company's profile custom fields; absent leaves the saved ones as they are. */
    customfields: customFieldAnswersField,
  }),
  response: v.object({ ApiStatus: ApiStatusSchema }),
  roles: 'any',
  mutates: true,
});

/** A colleague the caller may name, e.g. as approval delegate. */
export const ColleagueSchema = v.object({ profileid: v.string(), name: v.string(), email: v.string() });

/** The caller's colleagues (same company, active profiles, not the caller), for choosing a delegate. */
export const listColleagues = defineOperation({
  opid: 'TG-PROFILE',
  actionKey: 'action',
  action: 'listcolleagues',
  request: v.object(ownProfile),
  response: v.object({ ApiStatus: ApiStatusSchema, list: v.array(ColleagueSchema) }),
  roles: 'any',
  mutates: false,
});

/**
 * docs/operations.md profile-side masters: getall/add/update/delete of the caller's own records, by
 * `recordid`, with the record's fields in `jsondata`. `view` adds fields the list shows but a
 * caller does not send (a delegate's name).
 */
function recordOperations<F extends v.ObjectEntries, X extends v.ObjectEntries>(opid: string, fields: F, view: X) {
  const recordid = v.pipe(v.string('recordid is required'), v.regex(/^\d{1,9}$/, 'recordid must be a record number'));
  const ok = { ApiStatus: ApiStatusSchema };
  return {
    getall: defineOperation({
      opid, actionKey: 'action', action: 'getall', request: v.object(ownProfile),
      response: v.object({ ...ok, list: v.array(v.object({ recordid: v.string(), ...fields, ...view })) }),
      roles: 'any', mutates: false,
    }),
    add: defineOperation({
      opid, actionKey: 'action', action: 'add', request: v.object({ ...ownProfile, jsondata: v.object(fields, 'jsondata is required') }),
      response: v.object({ ...ok, recordid: v.optional(v.string()) }),
      roles: 'any', mutates: true,
    }),
    update: defineOperation({
      opid, actionKey: 'action', action: 'update', request: v.object({ ...ownProfile, recordid, jsondata: v.object(fields, 'jsondata is required') }),
      response: v.object(ok),
      roles: 'any', mutates: true,
    }),
    delete: defineOperation({
      opid, actionKey: 'action', action: 'delete', request: v.object({ ...ownProfile, recordid }),
      response: v.object(ok),
      roles: 'any', mutates: true,
    }),
  };
}

export const idCardOps = recordOperations(
  'TG-IDCARDMASTER',
  {
    idtype: v.picklist(ID_CARD_TYPES, 'idtype must be one of the ID types'),
    number: text('number', 40),
    /** YYYY-MM-DD, or '' for cards that do not expire. */
    expiry: v.union([v.literal(''), isoDate('expiry')], 'expiry must be a date (YYYY-MM-DD) or empty'),
  },
  {},
);

export const membershipOps = recordOperations(
  'TG-MEMBERSHIPMASTER',
  { kind: v.picklist(MEMBERSHIP_KINDS, 'kind must be airline or hotel'), programme: text('programme', 80), number: text('number', 40) },
  {},
);

export const airlinePreferenceOps = recordOperations(
  'TG-AIRLINEPREFERENCEMASTER',
  {
    airline: text('airline', 80),
    seat: v.picklist(SEAT_PREFERENCES, 'seat must be Window, Aisle or No Preference'),
    meal: v.picklist(Object.keys(MEAL_CODES), 'meal must be a meal code'),
  },
  {},
);

export const preferredLocationOps = recordOperations(
  'TG-PREFERREDLOCATION',
  { label: text('label', 60), city: text('city', 80), address: optionalText('address', 200) },
  {},
);

export const delegationOps = recordOperations(
  'TG-APPROVALDELEGATION',
  { delegateprofileid: text('delegateprofileid', 40), fromdate: isoDate('fromdate'), todate: isoDate('todate') },
  { delegatename: v.string() },
);

export const profileOperations = {
  changePassword,
  updateContactInfo,
  ping,
  getProfileMaster,
  confirmBasicProfile,
  listColleagues,
  getIdCards: idCardOps.getall,
  addIdCard: idCardOps.add,
  updateIdCard: idCardOps.update,
  deleteIdCard: idCardOps.delete,
  getMemberships: membershipOps.getall,
  addMembership: membershipOps.add,
  updateMembership: membershipOps.update,
  deleteMembership: membershipOps.delete,
  getAirlinePreferences: airlinePreferenceOps.getall,
  addAirlinePreference: airlinePreferenceOps.add,
  updateAirlinePreference: airlinePreferenceOps.update,
  deleteAirlinePreference: airlinePreferenceOps.delete,
  getPreferredLocations: preferredLocationOps.getall,
  addPreferredLocation: preferredLocationOps.add,
  updatePreferredLocation: preferredLocationOps.update,
  deletePreferredLocation: preferredLocationOps.delete,
  getDelegations: delegationOps.getall,
  addDelegation: delegationOps.add,
  updateDelegation: delegationOps.update,
  deleteDelegation: delegationOps.delete,
};
