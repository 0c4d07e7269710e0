import { api } from '../../api';
import { NetworkError } from '../../api/errors';
import { type Category, viewAllCategoriesCorporate } from '../../contract/masters/categories';
import { type VehicleMaster, viewAllVehicles } from '../../contract/masters/vehicles';
import { getCorporateTripDates } from '../../contract/trips/core';
import { cachedMaster, storeMaster } from '../../db/trips-cache';
import { getSession } from '../../session/store';

/* What the line form picks from: the company's categories and vehicles, and the user's trips. */

export interface TripOption {
  tripid: string;
  tripname: string;
  fromdate: string;
  todate: string;
}

export interface LineFormMasters {
  categories: Category[];
  vehicles: VehicleMaster[];
  trips: TripOption[];
}

/** Sent without paging: a picker needs the whole (active) list, which the server caps at its largest page. */
async function loadLineFormMasters(): Promise<LineFormMasters> {
  const [categories, vehicles, trips] = await Promise.all([
    api.callOperation(viewAllCategoriesCorporate, { pagesize: 500 }),
    api.callOperation(viewAllVehicles, { pagesize: 500 }),
    loadMyTrips(),
  ]);
  return {
    categories: categories.Category.filter((c) => c.status === 'active'),
    vehicles: vehicles.VehicleMaster.filter((v) => v.status === 'active'),
    trips,
  };
}

/**
 * The lists, kept in the session's master cache (cleared at logout) so a line can be added offline;
 * with no answer from the server, the kept ones.
 */
export async function lineFormMastersOrKept(): Promise<LineFormMasters> {
  const profileid = getSession()?.profilemaster.profileid ?? '';
  try {
    const masters = await loadLineFormMasters();
    await storeMaster(profileid, 'expense-line-form', masters);
    return masters;
  } catch (error) {
    const kept =
      error instanceof NetworkError ? await cachedMaster<LineFormMasters>(profileid, 'expense-line-form') : undefined;
    if (!kept) throw error;
    return kept;
  }
}

export const EMPTY_MASTERS: LineFormMasters = { categories: [], vehicles: [], trips: [] };

/** The user's trips, a report or a per-diem line may name one. */
export async function loadMyTrips(): Promise<TripOption[]> {
  return uniqueTrips((await api.callOperation(getCorporateTripDates, {})).list);
}

export const tripLabel = (trip: TripOption) => `${trip.tripname || trip.tripid} (${trip.fromdate})`;

/** The marks may name a trip once per day it covers: one option per trip. */
function uniqueTrips(marks: readonly TripOption[]): TripOption[] {
  const byId = new Map<string, TripOption>();
  for (const { tripid, tripname, fromdate, todate } of marks)
    if (!byId.has(tripid)) byId.set(tripid, { tripid, tripname, fromdate, todate });
  return [...byId.values()];
}
