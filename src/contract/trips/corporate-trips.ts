import * as v from 'valibot';
import { type RequestOf, defineOperation } from '../operation';
import { ApiStatusSchema } from '../envelope';
import { TRAVEL_ADMINS } from '../roles';
import { TRIP_STATUSES } from '../../domain/trip-lifecycle-types';
import { CorporateTripSchema, isoDateField, optionalId, optionalText, ownIds } from './shapes';

export const CORPORATE_TRIPS_PAGE_SIZE = 25;

const pageField = (name: string, max: number, fallback: number) =>
  v.optional(
    v.pipe(v.number(`${name} must be a number`), v.integer(`${name} must be a whole number`), v.minValue(1, `${name} must be at least 1`), v.maxValue(max, `${name} must be at most ${max}`)),
    fallback,
  );

/**
 * Every trip of the caller's company, for the travel admin's "Corporate trips" tab
 * (docs/features/corporate-trips.md; `getcorporatetrips` is our name). The trips list of a profile
 * (`gettripscreatedbyprofile`) answers one person's trips; this one answers the whole company's,
 * filtered and paged, newest first. Travel dates overlap fromdate…todate; searchtext matches the
 * main traveller's name or e-mail.
 */
export const getCorporateTrips = defineOperation({
  opid: 'TG-EXPENSE',
  actionKey: 'action',
  action: 'getcorporatetrips',
  request: v.object({
    ...ownIds,
    status: v.optional(v.picklist(['', ...TRIP_STATUSES], `status must be empty or a trip status: ${TRIP_STATUSES.join(', ')}`), ''),
    searchtext: optionalText('searchtext', 100),
    triptypeid: optionalId('triptypeid'),
    fromdate: v.optional(isoDateField('fromdate')),
    todate: v.optional(isoDateField('todate')),
    pageno: pageField('pageno', 100_000, 1),
    pagesize: pageField('pagesize', 100, CORPORATE_TRIPS_PAGE_SIZE),
  }),
  response: v.object({ ApiStatus: ApiStatusSchema, list: v.array(CorporateTripSchema), totalcount: v.number() }),
  roles: TRAVEL_ADMINS,
  mutates: false,
});

export type CorporateTripsRequest = RequestOf<typeof getCorporateTrips>;

export const corporateTripsOperations = { getCorporateTrips };
