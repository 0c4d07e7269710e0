import { tripStatusName } from '../../domain/display-names';
import { TRIP_STATUSES } from '../../domain/trip-lifecycle-types';

/** The filter's choices: the statuses a trip can actually reach (docs/trip-lifecycle.md), named as the badges name them. */
export const TRIP_STATUS_OPTIONS = TRIP_STATUSES.map((value) => ({ value, label: tripStatusName(value) }));
