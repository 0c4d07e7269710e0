import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { defineOperation } from '../operation';
import { MoneySchema, ownIds, tripId } from './actions-fields';

/** Trip reads and small records beyond the core: transactions, advances, imprest limits, rules, checks. */

const read = (opid: string, actionKey: 'action' | 'actioncode' | null, action: string | null) =>
  ({ opid, actionKey, action, roles: 'any', mutates: false }) as const;
const ok = { ApiStatus: ApiStatusSchema };

/** GenericTrip: one transaction of a trip (an item that carries a txid). */
export const GenericTripSchema = v.object({
  txid: v.string(),
  tripid: v.string(),
  itemid: v.string(),
  itemtype: v.string(),
  status: v.string(),
  totalamount: MoneySchema,
  currency: v.string(),
  supplier: v.string(),
  reftxid: v.string(),
  addedon: v.string(),
});

export const tripTxns = defineOperation({
  ...read('TG-TRIPTXNS', null, null),
  request: v.object({ ...ownIds, tripid: tripId }),
  response: v.object({ ...ok, GenericTrip: v.array(GenericTripSchema) }),
});

/** An advance of a trip: the imprest asked for at creation, and imprest items. */
export const TripAdvanceSchema = v.object({
  advanceid: v.string(),
  tripid: v.string(),
  kind: v.picklist(['imprest', 'item']),
  amount: MoneySchema,
  currency: v.string(),
  status: v.string(),
  requestedon: v.string(),
});

export const getTripAdvancesForTrip = defineOperation({
  ...read('TG-EXPENSE', 'action', 'gettripadvancesfortrip'),
  request: v.object({ ...ownIds, tripid: tripId }),
  response: v.object({ ...ok, list: v.array(TripAdvanceSchema) }),
});

/** The most imprest this trip may ask for (rule in docs/operations.md: the traveller's per-diem plan, else fixed allowances in the company's currency). */
export const imprestMaxAmount = defineOperation({
  ...read('TG-EXPENSE', 'action', 'imprestmaxamount'),
  request: v.object({ ...ownIds, tripid: tripId }),
  response: v.object({ ...ok, amount: MoneySchema }),
});

export const imprestMaxAmountV2 = defineOperation({
  ...read('TG-EXPENSE', 'action', 'imprestmaxamountv2'),
  request: v.object({ ...ownIds, tripid: tripId }),
  response: v.object({
    ...ok,
    amount: MoneySchema,
    currency: v.string(),
    perday: MoneySchema,
    days: v.number(),
    domint: v.picklist(['domestic', 'international']),
    /** 'perdiem': the traveller's per-diem plan set perday (docs/features/per-diem.md); 'default': the fixed allowances. */
    source: v.optional(v.picklist(['perdiem', 'default']), 'default'),
    /** The per-diem plan's name; '' for the fixed allowances. */
    groupname: v.optional(v.string(), ''),
  }),
});

/** CorporateTripRecommendationRequest: a note for a trip (an approver's or travel desk's advice). */
export const addTripRecommendation = defineOperation({
  opid: 'TG-EXPENSE',
  actionKey: 'action',
  action: 'addtriprecommendation',
  roles: 'any',
  mutates: true,
  request: v.object({
    ...ownIds,
    jsondata: v.object({
      CorporateTripRecommendationRequest: v.object({
        tripid: tripId,
        recommendationtype: v.optional(v.pipe(v.string('recommendationtype must be a string'), v.trim(), v.maxLength(40, 'recommendationtype is too long')), 'general'),
        recommendation: v.pipe(v.string('recommendation is required'), v.trim(), v.nonEmpty('recommendation is required'), v.maxLength(2000, 'recommendation is too long')),
        details: v.optional(v.record(v.string(), v.unknown(), 'details must be an object'), {}),
      }, 'CorporateTripRecommendationRequest is required'),
    }, 'jsondata is required'),
  }),
  response: v.object({ ...ok, recordid: v.string() }),
});

/** Whether a search is covered by a trip's approval: the trip is approved and approvalid is one of its approvals. */
export const validateSearchApprovalTrip = defineOperation({
  ...read('TGFS', 'actioncode', 'VALIDATESEARCHAPPROVALTRIP'),
  request: v.object({ ...ownIds, tripid: tripId, approvalid: v.pipe(v.string('approvalid is required'), v.trim(), v.nonEmpty('approvalid is required'), v.maxLength(64, 'approvalid is too long')) }),
  response: v.object({ ...ok, valid: v.boolean(), message: v.string() }),
});

/** FlightMiniFareRule rows by txid; trip items carry none yet (the flights issue fills them). */
export const getRules2 = defineOperation({
  ...read('TG-GETRULES2', null, null),
  request: v.object({ ...ownIds, txid: v.pipe(v.string('txid is required'), v.trim(), v.nonEmpty('txid is required'), v.maxLength(64, 'txid is too long')) }),
  response: v.object({
    ...ok,
    FlightMiniFareRule: v.array(v.object({ txid: v.string(), type: v.string(), description: v.string(), amount: v.optional(MoneySchema) })),
  }),
});

export const tripInfoOperations = {
  tripTxns,
  getTripAdvancesForTrip,
  imprestMaxAmount,
  imprestMaxAmountV2,
  addTripRecommendation,
  validateSearchApprovalTrip,
  getRules2,
};
