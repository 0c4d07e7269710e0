import * as v from 'valibot';

/* Wire records of the travel-coordinator calls (docs/features/coordinators.md). */

export const COORDINATOR_OPID = 'TG-TRAVELCOORDINATOR';

/** active: the coordinator acts for the traveller; requested: the traveller asked, an admin has not mapped them yet. */
export const MAPPING_STATUSES = ['active', 'requested'] as const;

/** One traveller under one coordinator (TravelCoordinatorMapping, docs/features/coordinators.md). */
export const TravelCoordinatorMappingSchema = v.object({
  recordid: v.string(),
  tcprofileid: v.string(),
  tcname: v.string(),
  travellerprofileid: v.string(),
  travellername: v.string(),
  travelleremail: v.string(),
  status: v.picklist(MAPPING_STATUSES),
  /** What the traveller wrote when asking. */
  remarks: v.string(),
  /** ISO 8601 time the row was made. */
  createdon: v.string(),
});
export type TravelCoordinatorMapping = v.InferOutput<typeof TravelCoordinatorMappingSchema>;

/** A profile of the company with the travelcoordinator role. */
export const TravelCoordinatorSchema = v.object({
  tcprofileid: v.string(),
  tcname: v.string(),
  email: v.string(),
  /** Travellers mapped (active). */
  travellercount: v.number(),
  /** Travellers who asked and wait for an admin. */
  requestcount: v.number(),
});
export type TravelCoordinator = v.InferOutput<typeof TravelCoordinatorSchema>;

/** An upcoming trip of a traveller mapped to the coordinator. */
export const CoordinatorTripSchema = v.object({
  tripid: v.string(),
  tripname: v.string(),
  travellerprofileid: v.string(),
  travellername: v.string(),
  origin: v.string(),
  destination: v.string(),
  destinationcountries: v.array(v.string()),
  fromdate: v.string(),
  todate: v.string(),
  status: v.string(),
});
export type CoordinatorTrip = v.InferOutput<typeof CoordinatorTripSchema>;
