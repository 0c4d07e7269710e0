import * as v from 'valibot';
import { VISA_STATUSES } from '../../domain/visa-coverage';
import { countryField, dateField, documentNumberField, fileidField, recordidField } from './fields';
import { ownRecordOperations } from './own-records';

/*
 * TG-VISAMASTER (docs/features/visas.md): the caller's own visas, with the action names every
 * profile-side master uses. A visa starts 'pending'; a travel admin verifies or rejects it
 * (TG-VISAMASTERS verifyvisa). Status and remark are never taken from the traveller.
 */

const opid = 'TG-VISAMASTER';

export const VISA_TYPES = ['Business', 'Tourist', 'Work', 'Transit', 'Other'] as const;
export const VISA_ENTRIES = ['single', 'multiple'] as const;
export type VisaType = (typeof VISA_TYPES)[number];
export type VisaEntries = (typeof VISA_ENTRIES)[number];

const visaEntries = {
  country: countryField('country'),
  visatype: v.picklist(VISA_TYPES, `visatype must be one of ${VISA_TYPES.join(', ')}`),
  visanumber: documentNumberField('visanumber'),
  entries: v.picklist(VISA_ENTRIES, 'entries must be single or multiple'),
  validfrom: dateField('validfrom'),
  validto: dateField('validto'),
  /** The caller's passport the visa is stamped in, or '' for none named. */
  passportrecordid: v.optional(v.union([v.literal(''), recordidField('passportrecordid')], 'passportrecordid must be a record number or empty'), ''),
};

const VALIDTO_AFTER_VALIDFROM = 'validto must be after validfrom';

export const VisaAddSchema = v.pipe(
  v.object(
    {
      ...visaEntries,
      /** The scan (POST /api/upload, an image or a PDF) the admin verifies against: required. */
      scanfileid: v.pipe(fileidField('scanfileid'), v.nonEmpty('scanfileid is required: upload the visa scan')),
    },
    'jsondata is required',
  ),
  v.forward(v.check((visa) => visa.validto > visa.validfrom, VALIDTO_AFTER_VALIDFROM), ['validto']),
);

export const VisaUpdateSchema = v.pipe(
  v.object(
    {
      ...visaEntries,
      /** '' (or absent) keeps the scan already on the record. */
      scanfileid: v.optional(fileidField('scanfileid'), ''),
    },
    'jsondata is required',
  ),
  v.forward(v.check((visa) => visa.validto > visa.validfrom, VALIDTO_AFTER_VALIDFROM), ['validto']),
);
export type VisaInput = v.InferOutput<typeof VisaUpdateSchema>;

export const VisaSchema = v.object({
  recordid: v.string(),
  country: v.string(),
  visatype: v.picklist(VISA_TYPES),
  visanumber: v.string(),
  entries: v.picklist(VISA_ENTRIES),
  validfrom: v.string(),
  validto: v.string(),
  passportrecordid: v.string(),
  scanfileid: v.string(),
  status: v.picklist(VISA_STATUSES),
  /** The travel admin's remark on the last verification ('' before any). */
  remark: v.string(),
});
export type Visa = v.InferOutput<typeof VisaSchema>;

const visaRecordOperations = ownRecordOperations(opid, VisaSchema, VisaAddSchema, VisaUpdateSchema);
export const getVisas = visaRecordOperations.getall;
export const addVisa = visaRecordOperations.add;
/** A change to the country, dates, number or scan of a verified or rejected visa sends it back to 'pending'. */
export const updateVisa = visaRecordOperations.update;
export const deleteVisa = visaRecordOperations.remove;
