import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { PdfResultSchema, ownIds, tripId } from './actions-fields';

/** Trip documents and the trip confirmation PDFs (TG-TRIPCONFIRMATION; docs/operations.md). */

const text = (field: string, max: number) =>
  v.optional(v.pipe(v.string(`${field} must be a string`), v.trim(), v.maxLength(max, `${field} is too long`)), '');

/** One CorporateTripDocument to attach: a file the caller uploaded through POST /api/upload. */
const NewDocumentSchema = v.object({
  tripid: tripId,
  fileid: v.pipe(v.string('fileid is required'), v.trim(), v.nonEmpty('fileid is required'), v.maxLength(64, 'fileid is too long')),
  documenttype: v.optional(
    v.pipe(v.string('documenttype must be a string'), v.trim(), v.toLowerCase(), v.regex(/^[a-z][a-z0-9 _-]{0,39}$/, 'documenttype must be a short word such as passport, visa or other')),
    'other',
  ),
  description: text('description', 500),
});

export const addCorporateTripDocuments = defineOperation({
  opid: 'TG-EXPENSE',
  actionKey: 'action',
  action: 'addcorporatetripdocuments',
  request: v.object({
    ...ownIds,
    jsondata: v.object({
      CorporateTripDocumentList: v.pipe(
        v.array(NewDocumentSchema, 'CorporateTripDocumentList must be a list'),
        v.minLength(1, 'CorporateTripDocumentList is empty'),
        v.maxLength(20, 'CorporateTripDocumentList has more than 20 documents'),
      ),
    }, 'jsondata is required'),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema, list: v.array(v.object({ recordid: v.string(), tripid: v.string(), fileid: v.string() })) }),
  roles: 'any',
  mutates: true,
});

export const CorporateTripDocumentSchema = v.object({
  recordid: v.string(),
  tripid: v.string(),
  fileid: v.string(),
  name: v.string(),
  mime: v.string(),
  size: v.number(),
  documenttype: v.string(),
  description: v.string(),
  addedby: v.string(),
  addedon: v.string(),
  /** GET with the bearer token; answers the file with Content-Disposition. */
  url: v.string(),
});

/** docs/operations.md "Corporate trip documents: get (tripid)". */
export const getCorporateTripDocuments = defineOperation({
  opid: 'TG-EXPENSE',
  actionKey: 'action',
  action: 'getcorporatetripdocuments',
  request: v.object({ ...ownIds, tripid: tripId }),
  response: v.object({ ApiStatus: ApiStatusSchema, list: v.array(CorporateTripDocumentSchema) }),
  roles: 'any',
  mutates: false,
});

export const deleteCorporateTripDocuments = defineOperation({
  opid: 'TG-EXPENSE',
  actionKey: 'action',
  action: 'deletecorporatetripdocuments',
  request: v.object({ ...ownIds, tripid: tripId, recordid: v.pipe(v.string('recordid is required'), v.regex(/^\d{1,9}$/, 'recordid must be a number')) }),
  response: v.object({ ApiStatus: ApiStatusSchema }),
  roles: 'any',
  mutates: true,
});

/** International trips need a passport and a visa document; domestic trips need none. */
export const getRequireUploadDocumentForTrip = defineOperation({
  opid: 'TG-EXPENSE',
  actionKey: 'action',
  action: 'getrequireuploaddocumentfortrip',
  request: v.object({ ...ownIds, tripid: tripId }),
  response: v.object({
    ApiStatus: ApiStatusSchema,
    international: v.boolean(),
    required: v.array(v.object({ documenttype: v.string(), label: v.string(), present: v.boolean() })),
    /** Every required document is attached. */
    complete: v.boolean(),
  }),
  roles: 'any',
  mutates: false,
});

const confirmation = (actioncode: string, mutates: boolean) =>
  ({ opid: 'TG-TRIPCONFIRMATION', actionKey: 'actioncode', action: actioncode, roles: 'any', mutates }) as const;
const pdfAnswer = v.object({ ApiStatus: ApiStatusSchema, Result: v.optional(PdfResultSchema) });

/** The trip confirmation docket as a PDF (inline base64 and a signed link). */
export const getTripDocumentDocket = defineOperation({ ...confirmation('GETTRIPDOCUMENTDOCKET', false), request: v.object({ ...ownIds, tripid: tripId }), response: pdfAnswer });

/** A short-lived signed link (GET, no bearer needed) to the docket. */
export const getPdfLink = defineOperation({
  ...confirmation('GETPDFLINK', false),
  request: v.object({ ...ownIds, tripid: tripId }),
  response: v.object({ ApiStatus: ApiStatusSchema, Result: v.object({ url: v.string(), expiresat: v.string() }) }),
});

/** Mails the docket (a signed link valid 7 days) to the traveller through the mail outbox. */
export const sendTripDocumentDocket = defineOperation({
  ...confirmation('SENDTRIPDOCUMENTDOCKET', true),
  request: v.object({ ...ownIds, tripid: tripId }),
  response: v.object({ ApiStatus: ApiStatusSchema, sentto: v.string() }),
});

/** A forex request letter for a trip with an imprest (NOK when the trip asks for none). */
export const getForexLetterPdf = defineOperation({ ...confirmation('GETFOREXLETTERPDF', false), request: v.object({ ...ownIds, tripid: tripId }), response: pdfAnswer });


export const tripDocumentOperations = {
  addCorporateTripDocuments,
  getCorporateTripDocuments,
  deleteCorporateTripDocuments,
  getRequireUploadDocumentForTrip,
  getTripDocumentDocket,
  getPdfLink,
  sendTripDocumentDocket,
  getForexLetterPdf,
};
