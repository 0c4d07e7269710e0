import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ApiStatusSchema, ResponseStatusSchema } from '../envelope';
import { TripInputSchema, TripUpdateSchema } from './input';
import {
  CorporateTripItemSchema,
  CorporateTripRequestItemSchema,
  CorporateTripSchema,
  TripApprovalSummarySchema,
  TripTrackerRowSchema,
  idField,
  isoDateField,
  optionalText,
  ownIds,
  remarksField,
  tripIdField,
} from './shapes';

/* Trip calls of docs/operations.md on the trip itself (names the spec leaves open: docs/operations.md). */
const ok = { ApiStatus: ApiStatusSchema };
const expense = { opid: 'TG-EXPENSE', actionKey: 'action' } as const;

/** Spec "create trip (action supplied by caller)": ours is `createtrip`. `clientref` makes a replay answer the same trip. */
export const createTrip = defineOperation({
  ...expense,
  action: 'createtrip',
  request: v.object({
    ...ownIds,
    jsondata: TripInputSchema,
    clientref: v.optional(v.pipe(v.string('clientref must be a string'), v.trim(), v.maxLength(80, 'clientref is too long')), ''),
  }),
  response: v.object({ ...ok, tripid: v.string() }),
  roles: 'any',
  mutates: true,
});

export const CorporateFullTripSchema = v.object({
  trip: CorporateTripSchema,
  items: v.array(CorporateTripItemSchema),
  requestitems: v.array(CorporateTripRequestItemSchema),
  tracker: v.array(TripTrackerRowSchema),
  approvals: v.array(TripApprovalSummarySchema),
  /** Lifecycle events legal now (src/domain/trip-lifecycle.ts): the client offers only these. */
  allowedactions: v.array(v.string()),
  /** Of allowedactions, those the caller may trigger (src/domain/trip-caller-actions.ts). */
  calleractions: v.array(v.string()),
  editable: v.boolean(),
});

export const getCorporateFullTrip = defineOperation({
  ...expense,
  action: 'getcorporatefulltrip',
  request: v.object({ ...ownIds, tripid: tripIdField }),
  response: v.object({ ...ok, CorporateFullTrip: CorporateFullTripSchema }),
  roles: 'any',
  mutates: false,
});

export const getTripDetailsLite = defineOperation({
  ...expense,
  action: 'gettripdetailslite',
  request: v.object({ ...ownIds, tripid: tripIdField }),
  response: v.object({ ...ok, CorporateTrip: CorporateTripSchema }),
  roles: 'any',
  mutates: false,
});

const limitField = (max: number, fallback: number) =>
  v.optional(v.pipe(v.number('limit must be a number'), v.integer('limit must be a whole number'), v.minValue(1, 'limit must be at least 1'), v.maxValue(max, `limit must be at most ${max}`)), fallback);

/** Newest first; the date window (on the creation date) defaults to 90 days back to tomorrow (docs/product.md#constants-and-code-tables). */
export const getTripsCreatedByProfile = defineOperation({
  ...expense,
  action: 'gettripscreatedbyprofile',
  request: v.object({
    ...ownIds,
    createdbyprofileid: v.optional(v.pipe(v.string('createdbyprofileid must be a string'), v.maxLength(64, 'createdbyprofileid is too long')), ''),
    /** A trip status, or '' / 'all' for every status. */
    filterby: optionalText('filterby', 40),
    startdate: v.optional(isoDateField('startdate')),
    enddate: v.optional(isoDateField('enddate')),
    limit: limitField(200, 50),
  }),
  response: v.object({ ...ok, list: v.array(CorporateTripSchema) }),
  roles: 'any',
  mutates: false,
});

/** The product's "trips list for corporate and profile with size 5": the home page's recent trips. */
export const getRecentTrips = defineOperation({
  ...expense,
  action: 'getrecenttrips',
  request: v.object({ ...ownIds, size: v.optional(v.pipe(v.number('size must be a number'), v.integer('size must be a whole number'), v.minValue(1, 'size must be at least 1'), v.maxValue(20, 'size must be at most 20')), 5) }),
  response: v.object({ ...ok, list: v.array(CorporateTripSchema) }),
  roles: 'any',
  mutates: false,
});

/** CorporateTripDates: the caller's trips as date marks (core spec "trip marks (tripdate, tripname, tripid)"). */
export const getCorporateTripDates = defineOperation({
  ...expense,
  action: 'getcorporatetripdates',
  request: v.object(ownIds),
  response: v.object({
    ...ok,
    list: v.array(v.object({ tripid: v.string(), tripname: v.string(), tripdate: v.string(), fromdate: v.string(), todate: v.string(), status: v.string() })),
  }),
  roles: 'any',
  mutates: false,
});

export const updateTripDate = defineOperation({
  ...expense,
  action: 'updatetripdate',
  request: v.pipe(
    v.object({ ...ownIds, tripid: tripIdField, fromdate: isoDateField('fromdate'), todate: isoDateField('todate'), remark: optionalText('remark', 1000) }),
    v.forward(v.check((r) => r.fromdate <= r.todate, 'todate must be on or after fromdate'), ['todate']),
  ),
  response: v.object(ok),
  roles: 'any',
  mutates: true,
});

/** Drafts only (status pending). */
export const deleteTrip = defineOperation({
  ...expense,
  action: 'deletetrip',
  request: v.object({ ...ownIds, tripid: tripIdField }),
  response: v.object(ok),
  roles: 'any',
  mutates: true,
});

const superadmin = { opid: 'TG-SUPERADMIN', actionKey: 'action' } as const;

/** Superadmin for any trip of the company; the trip's own traveller/creator while it is editable. */
export const updateTripType = defineOperation({
  ...superadmin,
  action: 'updatetriptype',
  request: v.object({
    ...ownIds,
    tripid: tripIdField,
    triptypeid: idField('triptypeid'),
    triplocationgroupid: optionalText('triplocationgroupid', 64),
    domint: v.optional(v.picklist(['domestic', 'international', ''], "domint must be 'domestic' or 'international'"), ''),
  }),
  response: v.object(ok),
  roles: 'any',
  mutates: true,
});

export const updateTripDetails = defineOperation({
  ...superadmin,
  action: 'updatetripdetails',
  request: v.object({ ...ownIds, jsondata: TripUpdateSchema }),
  response: v.object(ok),
  roles: 'any',
  mutates: true,
});

/** TG-TRIPBOOKINGAPPROVAL (tripid): submit the trip; routed to its approvers. Answers the new status. */
export const submitTripForApproval = defineOperation({
  opid: 'TG-TRIPBOOKINGAPPROVAL',
  actionKey: null,
  action: null,
  request: v.object({ ...ownIds, tripid: tripIdField, remarks: remarksField }),
  response: v.object({ ResponseStatus: ResponseStatusSchema, tripid: v.string(), status: v.string() }),
  roles: 'any',
  mutates: true,
});

export const tripCoreOperations = {
  createTrip,
  getCorporateFullTrip,
  getTripDetailsLite,
  getTripsCreatedByProfile,
  getRecentTrips,
  getCorporateTripDates,
  updateTripDate,
  deleteTrip,
  updateTripType,
  updateTripDetails,
  submitTripForApproval,
};
