import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ApiStatusSchema } from '../envelope';
import { PASSWORD_RULE_MESSAGE, isStrongPassword } from '../../domain/password';

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

/** Spec §7.8 "update contact info (profileid, mobilenumber, contactemail, corporatename)". */
export const updateContactInfo = defineOperation({
  opid: 'TG-PROFILE',
  actionKey: 'action',
  action: 'updatecontactinfo',
  request: v.object({
    profileid: v.optional(v.string('profileid must be a string')),
    mobilenumber: v.pipe(v.string('mobilenumber is required'), v.regex(/^\+?\d{7,15}$/, 'mobilenumber must be 7 to 15 digits')),
    contactemail: v.pipe(v.string('contactemail is required'), v.maxLength(254, 'contactemail is too long'), v.regex(/^\S+@\S+\.\S+$/, 'contactemail must be an email address')),
    corporatename: v.optional(v.pipe(v.string('corporatename must be a string'), v.maxLength(200, 'corporatename is too long'))),
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

export const profileOperations = { changePassword, updateContactInfo, ping };
