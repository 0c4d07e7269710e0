import { api, ApiError } from '../api';
import { getCorporateFullTrip, getRecentTrips, getTripsCreatedByProfile } from '../contract/trips/core';
import { viewTrackerForTripTraveller } from '../contract/trips/items';
import { getProjectsForEmployee, getTripTypeForCorporate, getTripValidations } from '../contract/trips/masters';
import type { CachedTripRow } from './database';
import { forgetTrip, storeMaster, storeTripDetail, storeTripList } from './trips-cache';
import { isDraftId } from './outbox-draft-ids';

/*
 * Background refreshes of the trip cache: each asks the server and stores the answer; the screens
 * re-render from Dexie. A failure leaves the cache as it was and says why, so a screen can show
 * "offline, showing saved trips" instead of an empty page.
 */
export type RefreshOutcome = 'ok' | 'offline' | 'notfound';

export interface TripListFilter {
  /** A trip status, or '' for all. */
  status: string;
  /** YYYY-MM-DD bounds of the creation date (the server's gettripscreatedbyprofile window). */
  startdate: string;
  enddate: string;
}

/** The same test the server applies, so the screen can filter the cache as the server would. */
export function matchesTripFilter(
  row: Pick<CachedTripRow, 'status'> & { createdon?: unknown },
  filter: TripListFilter,
): boolean {
  if (filter.status && row.status !== filter.status) return false;
  const created = typeof row.createdon === 'string' ? row.createdon.slice(0, 10) : '';
  return !created || (created >= filter.startdate && created <= filter.enddate);
}

/** The server refused the trip for this caller (403 'trip not found') or it no longer exists. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** `signal`: the screen that asked has closed; the request is dropped and nothing is stored. */
export async function refreshTripList(profileid: string, filter: TripListFilter, signal?: AbortSignal): Promise<RefreshOutcome> {
  const startedAt = Date.now();
  try {
    const answer = await api.callOperation(
      getTripsCreatedByProfile,
      {
        createdbyprofileid: profileid,
        filterby: filter.status,
        startdate: filter.startdate,
        enddate: filter.enddate,
        limit: 200,
      },
      { signal },
    );
    await storeTripList(profileid, answer.list, { startedAt, covers: (row) => matchesTripFilter(row, filter) });
    return 'ok';
  } catch {
    return 'offline';
  }
}

/** The home page's 5 most recent trips, kept as master data (they are a separate server read). */
export async function refreshRecentTrips(profileid: string): Promise<RefreshOutcome> {
  try {
    const answer = await api.callOperation(getRecentTrips, { size: 5 });
    await storeMaster(profileid, 'recenttrips', answer.list);
    return 'ok';
  } catch {
    return 'offline';
  }
}

/** The full trip and its tracker rows, stored together as the trip's detail row. */
export async function refreshTripDetail(profileid: string, tripid: string): Promise<RefreshOutcome> {
  // A draft exists only on this device until the outbox sends it: nothing to ask the server.
  if (isDraftId(tripid)) return 'ok';
  try {
    const [full, tracker] = await Promise.all([
      api.callOperation(getCorporateFullTrip, { tripid }),
      api.callOperation(viewTrackerForTripTraveller, { tripid }),
    ]);
    const { trip, ...rest } = full.CorporateFullTrip;
    await storeTripDetail(profileid, { tripid, ...rest, trip, tracker: tracker.list }, trip);
    return 'ok';
  } catch (error) {
    if (!isNotFound(error)) return 'offline';
    await forgetTrip(profileid, tripid);
    return 'notfound';
  }
}

/** Trip types and the company's trip rules: what the create form needs before it can render. */
export async function refreshTripFormMasters(profileid: string): Promise<RefreshOutcome> {
  try {
    const [types, validations] = await Promise.all([
      api.callOperation(getTripTypeForCorporate, {}),
      api.callOperation(getTripValidations, {}),
    ]);
    await storeMaster(profileid, 'triptypes', types.list);
    await storeMaster(profileid, 'tripvalidations', validations.validations);
    return 'ok';
  } catch {
    return 'offline';
  }
}

/** Projects open to the employee for a trip type (cached per type, so offline forms still offer them). */
export async function refreshProjects(profileid: string, triptypeid: string): Promise<RefreshOutcome> {
  if (!triptypeid) return 'ok';
  try {
    const answer = await api.callOperation(getProjectsForEmployee, { triptypeid });
    await storeMaster(profileid, `projects:${triptypeid}`, answer.list);
    return 'ok';
  } catch {
    return 'offline';
  }
}
