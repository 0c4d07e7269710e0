import * as v from 'valibot';
import { countryField, dateField, documentNumberField, fileidField, textField } from './fields';
import { ownRecordOperations } from './own-records';

/*
 * TG-PASSPORTMASTER (docs/features/visas.md): the caller's own passports, with the action names
 * every profile-side master uses (getall/add/update/delete, by `recordid`, fields in `jsondata`).
 * The number is stored sealed.
 */

const opid = 'TG-PASSPORTMASTER';

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

const passportOperations = ownRecordOperations(opid, PassportSchema, PassportInputSchema, PassportInputSchema);
export const getPassports = passportOperations.getall;
export const addPassport = passportOperations.add;
export const updatePassport = passportOperations.update;
/** A visa stamped in the passport stays; it only stops naming the passport. */
export const deletePassport = passportOperations.remove;
