import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { countryField, dateField, documentNumberField, fileidField, ownIds, recordidField, textField } from './fields';

/*
 * TG-PASSPORTMASTER (docs/features/visas.md): the caller's own passports, with the action names
 * every profile-side master uses (getall/add/update/delete, by `recordid`, fields in `jsondata`).
 * The number is stored sealed.
 */

const opid = 'TG-PASSPORTMASTER';
const ok = { ApiStatus: ApiStatusSchema };

export const PassportInputSchema = v.pipe(
  v.object(
    {
      passportnumber: documentNumberField('passportnumber'),
      issuingcountry: countryField('issuingcountry'),
      nationality: countryField('nationality'),
      issuedate: dateField('issuedate'),
      expirydate: dateField('expirydate'),
      placeofissue: textField('placeofissue', 80),
      /** A scan uploaded by the caller (POST /api/upload), or '' for none. */
      scanfileid: v.optional(fileidField('scanfileid'), ''),
    },
    'jsondata is required',
  ),
  v.forward(
    v.check((p) => p.expirydate > p.issuedate, 'expirydate must be after issuedate'),
    ['expirydate'],
  ),
);
export type PassportInput = v.InferOutput<typeof PassportInputSchema>;

export const PassportSchema = v.object({
  recordid: v.string(),
  passportnumber: v.string(),
  issuingcountry: v.string(),
  nationality: v.string(),
  issuedate: v.string(),
  expirydate: v.string(),
  placeofissue: v.string(),
  scanfileid: v.string(),
});
export type Passport = v.InferOutput<typeof PassportSchema>;

export const getPassports = defineOperation({
  opid,
  actionKey: 'action',
  action: 'getall',
  request: v.object(ownIds),
  response: v.object({ ...ok, list: v.array(PassportSchema) }),
  roles: 'any',
  mutates: false,
});

export const addPassport = defineOperation({
  opid,
  actionKey: 'action',
  action: 'add',
  request: v.object({ ...ownIds, jsondata: PassportInputSchema }),
  response: v.object({ ...ok, recordid: v.string() }),
  roles: 'any',
  mutates: true,
});

export const updatePassport = defineOperation({
  opid,
  actionKey: 'action',
  action: 'update',
  request: v.object({ ...ownIds, recordid: recordidField(), jsondata: PassportInputSchema }),
  response: v.object(ok),
  roles: 'any',
  mutates: true,
});

/** A visa stamped in the passport stays; it only stops naming the passport. */
export const deletePassport = defineOperation({
  opid,
  actionKey: 'action',
  action: 'delete',
  request: v.object({ ...ownIds, recordid: recordidField() }),
  response: v.object(ok),
  roles: 'any',
  mutates: true,
});
