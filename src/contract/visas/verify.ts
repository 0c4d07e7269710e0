import * as v from 'valibot';
import { VISA_STATUSES } from '../../domain/visa-coverage';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { TRAVEL_ADMINS } from '../roles';
import { ownIds, recordidField } from './fields';

/*
 * TG-VISAMASTERS (docs/features/visas.md): the company's visas as its travel admins verify them.
 * Company-scoped: another company's recordid answers as an unknown one.
 */

const visaAdmin = { opid: 'TG-VISAMASTERS', actionKey: 'action', roles: TRAVEL_ADMINS } as const;
const ok = { ApiStatus: ApiStatusSchema };

export const VISA_STATUS_FILTERS = ['', ...VISA_STATUSES] as const;
export const VISA_LIST_SORTS = ['createdon', 'travellername', 'country', 'validfrom', 'status'] as const;
export const VISA_REMARK_MAX = 200;
export const VISA_LIST_MAX_PAGE = 200;

export const VisaForVerifySchema = v.object({
  recordid: v.string(),
  profileid: v.string(),
  travellername: v.string(),
  travelleremail: v.string(),
  country: v.string(),
  visatype: v.string(),
  visanumber: v.string(),
  entries: v.string(),
  validfrom: v.string(),
  validto: v.string(),
  status: v.picklist(VISA_STATUSES),
  remark: v.string(),
  /** Opens at GET /api/files/{scanfileid} for the company's travel admins. */
  scanfileid: v.string(),
  /** ISO 8601: when the traveller added the visa. */
  createdon: v.string(),
});
export type VisaForVerify = v.InferOutput<typeof VisaForVerifySchema>;

/** Paged like the admin master lists: searchtext matches the traveller's name or email, the country code or the visa type. */
export const getVisaMasterListForVerify = defineOperation({
  ...visaAdmin,
  action: 'getvisamasterlistforverify',
  request: v.object({
    ...ownIds,
    status: v.optional(v.picklist(VISA_STATUS_FILTERS, "status must be pending, verified, rejected or ''"), ''),
    searchtext: v.optional(v.pipe(v.string('searchtext must be a string'), v.trim(), v.maxLength(100, 'searchtext is too long')), ''),
    sortby: v.optional(v.picklist(['', ...VISA_LIST_SORTS], `sortby must be one of ${VISA_LIST_SORTS.join(', ')}`), ''),
    sortorder: v.optional(v.picklist(['asc', 'desc'], 'sortorder must be asc or desc'), 'asc'),
    pageno: v.optional(v.pipe(v.number('pageno must be a number'), v.integer('pageno must be a whole number'), v.minValue(1, 'pageno must be at least 1')), 1),
    pagesize: v.optional(
      v.pipe(
        v.number('pagesize must be a number'),
        v.integer('pagesize must be a whole number'),
        v.minValue(1, 'pagesize must be at least 1'),
        v.maxValue(VISA_LIST_MAX_PAGE, `pagesize must be at most ${VISA_LIST_MAX_PAGE}`),
      ),
      50,
    ),
  }),
  response: v.object({ ...ok, list: v.array(VisaForVerifySchema), totalcount: v.number() }),
  mutates: false,
});

/** The remark is required when rejecting (the traveller reads it), optional when verifying. */
export const verifyVisa = defineOperation({
  ...visaAdmin,
  action: 'verifyvisa',
  request: v.object({
    ...ownIds,
    recordid: recordidField(),
    status: v.picklist(['verified', 'rejected'], 'status must be verified or rejected'),
    remark: v.optional(
      v.pipe(v.string('remark must be a string'), v.trim(), v.maxLength(VISA_REMARK_MAX, `remark must be at most ${VISA_REMARK_MAX} characters`)),
      '',
    ),
  }),
  response: v.object(ok),
  mutates: true,
});
