import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ApiStatusSchema } from '../envelope';
import { ProjectSchema, TripTypeSchema, countriesField, isoDateField, ownIds, optionalId, tripIdField } from './shapes';

/* The master data and rules a trip form needs (docs/product.md#validation-rules, docs/operations.md). */
const ok = { ApiStatus: ApiStatusSchema };
const expense = { opid: 'TG-EXPENSE', actionKey: 'action', roles: 'any', mutates: false } as const;

export const getTripTypeForCorporate = defineOperation({
  ...expense,
  action: 'gettriptypeforcorporate',
  request: v.object(ownIds),
  response: v.object({ ...ok, list: v.array(TripTypeSchema) }),
});

/** Destination countries decide domestic/international against the company's home country (docs/product.md#validation-rules). */
export const getTripTypeForCorporateValidation = defineOperation({
  ...expense,
  action: 'gettriptypeforcorporate_validation',
  request: v.object({ ...ownIds, triptypeid: optionalId('triptypeid'), destinationcountries: countriesField }),
  response: v.object({ ...ok, valid: v.boolean(), domint: v.string(), message: v.string() }),
});

/** Either a trip type or a date range picks the projects (docs/operations.md). */
export const getProjectsForEmployee = defineOperation({
  ...expense,
  action: 'getprojectsforemployee',
  request: v.pipe(
    v.object({ ...ownIds, triptypeid: optionalId('triptypeid'), fromdate: v.optional(isoDateField('fromdate')), todate: v.optional(isoDateField('todate')) }),
    v.forward(
      v.check((r) => r.triptypeid !== '' || (r.fromdate !== undefined && r.todate !== undefined), 'triptypeid or fromdate and todate is required'),
      ['triptypeid'],
    ),
  ),
  response: v.object({ ...ok, list: v.array(ProjectSchema) }),
});

export const TripValidationsSchema = v.object({
  mindaysbeforetravel: v.number(),
  maxtripdays: v.number(),
  purposerequired: v.boolean(),
  projectrequired: v.boolean(),
  /** Flight and insurance bookings must name these too (src/domain/required-trip-details.ts). */
  reasonrequired: v.boolean(),
  costcentrerequired: v.boolean(),
  /** A billable trip or booking must name a billable customer (docs/features/masters.md). */
  billablecustomerrequired: v.boolean(),
  approvalmode: v.string(),
  approvallevels: v.number(),
  homecountry: v.string(),
});

/** TG-GETTRIPVALIDATIONS (corporateid): the company's trip rules, which submit enforces. */
export const getTripValidations = defineOperation({
  opid: 'TG-GETTRIPVALIDATIONS',
  actionKey: null,
  action: null,
  request: v.object(ownIds),
  response: v.object({ ...ok, validations: TripValidationsSchema }),
  roles: 'any',
  mutates: false,
});

export const getCorporateTripConfig = defineOperation({
  ...expense,
  action: 'getcorporatetripconfig',
  request: v.object({ ...ownIds, tripid: tripIdField }),
  response: v.object({
    ...ok,
    config: v.object({
      ...TripValidationsSchema.entries,
      /** The mode this trip follows: its own once submitted, else the company's. */
      tripapprovalmode: v.string(),
      domint: v.string(),
      editable: v.boolean(),
      allowedactions: v.array(v.string()),
    }),
  }),
});

export const tripMasterOperations = {
  getTripTypeForCorporate,
  getTripTypeForCorporateValidation,
  getProjectsForEmployee,
  getTripValidations,
  getCorporateTripConfig,
};
