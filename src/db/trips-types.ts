import type * as v from 'valibot';
import type { CorporateFullTripSchema } from '../contract/ops/trips-core';
import type { TripTrackerRowSchema } from '../contract/ops/trips-shapes';

/** A trip's detail row in Dexie: the full trip as getcorporatefulltrip answers it (or a local draft's stand-in). */
export type TripDetail = v.InferOutput<typeof CorporateFullTripSchema> & {
  tripid: string;
  profileid: string;
  tracker: v.InferOutput<typeof TripTrackerRowSchema>[];
};
