import * as v from 'valibot';
import { defineOperation } from '../operation';
import { TRAVEL_ADMINS } from '../roles';
import { masterListQuery, masterListTotal } from './list-query';
import { expense, jsondataOf, masterStatus, ok, ownIds, requiredId, requiredText } from './master-fields';

/*
 * Purposes of travel and travel reasons as company masters (docs/features/masters.md "Purposes and
 * reasons"): travel admins keep them; the booking forms read them through TG-GETPURPOSES and
 * TG-GETFLIGHTREASONS, which offer the active ones.
 */

export const TripPurposeSchema = v.object({ purposeid: v.string(), purposename: v.string(), status: v.string() });
export type TripPurpose = v.InferOutput<typeof TripPurposeSchema>;

export const TravelReasonSchema = v.object({
  reasonid: v.string(),
  service: v.string(),
  reasonname: v.string(),
  isother: v.boolean(),
  status: v.string(),
});
export type TravelReason = v.InferOutput<typeof TravelReasonSchema>;

const purposeFields = { purposename: requiredText('purposename', 80), status: masterStatus() };
/** The services TG-GETFLIGHTREASONS lists reasons for (its own `service`); features do not import each other. */
export const REASON_SERVICES = ['flight', 'hotel', 'insurance'] as const;
const service = () => v.picklist(REASON_SERVICES, "service must be 'flight', 'hotel' or 'insurance'");
const reasonFields = {
  service: service(),
  reasonname: requiredText('reasonname', 80),
  isother: v.optional(v.boolean('isother must be true or false'), false),
  status: masterStatus(),
};

export const addTripPurpose = defineOperation({
  ...expense,
  action: 'addtrippurpose',
  request: jsondataOf('TripPurpose', purposeFields),
  response: v.object({ ...ok, purposeid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

export const updateTripPurpose = defineOperation({
  ...expense,
  action: 'updatetrippurpose',
  request: jsondataOf('TripPurpose', { purposeid: requiredId('purposeid'), ...purposeFields }),
  response: v.object({ ...ok, purposeid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** Bookings keep the purpose as text, so it goes outright; deactivate it to keep it listed. */
export const deleteTripPurpose = defineOperation({
  ...expense,
  action: 'deletetrippurpose',
  request: v.object({ ...ownIds, purposeid: requiredId('purposeid') }),
  response: v.object(ok),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** Every purpose, inactive ones too, in the forms' order by default; sort `position`, `purposename`, `status`. */
export const viewTripPurposes = defineOperation({
  ...expense,
  action: 'viewtrippurposes',
  request: v.object({ ...ownIds, ...masterListQuery }),
  response: v.object({ ...ok, TripPurpose: v.array(TripPurposeSchema), ...masterListTotal }),
  roles: TRAVEL_ADMINS,
  mutates: false,
});

export const addTravelReason = defineOperation({
  ...expense,
  action: 'addtravelreason',
  request: jsondataOf('TravelReason', reasonFields),
  response: v.object({ ...ok, reasonid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** A reason stays in its service: `service` names which list the id is of. */
export const updateTravelReason = defineOperation({
  ...expense,
  action: 'updatetravelreason',
  request: jsondataOf('TravelReason', { reasonid: requiredId('reasonid'), ...reasonFields }),
  response: v.object({ ...ok, reasonid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

export const deleteTravelReason = defineOperation({
  ...expense,
  action: 'deletetravelreason',
  request: v.object({ ...ownIds, reasonid: requiredId('reasonid'), service: service() }),
  response: v.object(ok),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** Every reason of every service (or of `service`); sort `service` (then the forms' order), `reasonname`, `status`. */
export const viewTravelReasons = defineOperation({
  ...expense,
  action: 'viewtravelreasons',
  request: v.object({ ...ownIds, ...masterListQuery, service: v.optional(service()) }),
  response: v.object({ ...ok, TravelReason: v.array(TravelReasonSchema), ...masterListTotal }),
  roles: TRAVEL_ADMINS,
  mutates: false,
});

export const tripPurposeOperations = {
  addTripPurpose,
  updateTripPurpose,
  deleteTripPurpose,
  viewTripPurposes,
  addTravelReason,
  updateTravelReason,
  deleteTravelReason,
  viewTravelReasons,
};
