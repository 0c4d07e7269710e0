import { api } from '../../api';
import {
  addUpdateTravelCoordinator,
  deleteTc,
  deleteTravelCoordinator,
  getAllTcTravellers,
  getTravelCoordinators,
  getUpcomingTripsForTc,
} from '../../contract/coordinators/operations';
import type { CoordinatorTrip, TravelCoordinator, TravelCoordinatorMapping } from '../../contract/coordinators/shapes';
import { emulationCandidates } from '../../contract/emulation/operations';

/* The coordinator screens' calls (docs/features/coordinators.md). */

export const loadCoordinators = async (): Promise<TravelCoordinator[]> => (await api.callOperation(getTravelCoordinators, {})).TravelCoordinator;

export const loadMappings = async (): Promise<TravelCoordinatorMapping[]> => (await api.callOperation(getAllTcTravellers, {})).TravelCoordinatorMapping;

/** People of the company an admin may map, as select options. */
export async function loadPeople(): Promise<{ value: string; label: string }[]> {
  const answer = await api.callOperation(emulationCandidates, { query: '' });
  return answer.profiles.map((p) => ({ value: p.profileid, label: `${p.name} (${p.email})` }));
}

/** Makes `travellerprofileids` the coordinator's whole set of travellers. */
export async function setTravellers(tcprofileid: string, travellerprofileids: string[]): Promise<void> {
  await api.callOperation(addUpdateTravelCoordinator, { jsondata: { TravelCoordinatorMapping: { tcprofileid, travellerprofileids } } });
}

export async function removeMapping(recordid: string, deletionremarks: string): Promise<void> {
  await api.callOperation(deleteTc, { recordid, deletionremarks });
}

export async function removeCoordinator(tcprofileid: string, deletionremarks: string): Promise<void> {
  await api.callOperation(deleteTravelCoordinator, { tcprofileid, deletionremarks });
}

export interface TripFilter {
  countrycode: string;
  fromdate: string;
  todate: string;
}

export const loadUpcomingTrips = async (filter: TripFilter): Promise<CoordinatorTrip[]> => (await api.callOperation(getUpcomingTripsForTc, filter)).list;
