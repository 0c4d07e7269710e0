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
import { searchCorporateTravellersLite } from '../../contract/people/operations';

/* The coordinator screens' calls (docs/features/coordinators.md). */

export const loadCoordinators = async (): Promise<TravelCoordinator[]> => (await api.callOperation(getTravelCoordinators, {})).TravelCoordinator;

export const loadMappings = async (): Promise<TravelCoordinatorMapping[]> => (await api.callOperation(getAllTcTravellers, {})).TravelCoordinatorMapping;

/** How many matches the traveller picker offers at a time: a company may have thousands of people. */
export const PEOPLE_PICKER_SIZE = 20;

/** People of the company an admin may map (pending or active, never deactivated) whose name starts with or contains `text`, as select options. */
export async function searchPeople(text: string): Promise<{ value: string; label: string }[]> {
  const answer = await api.callOperation(searchCorporateTravellersLite, { searchby: 'name', searchval: text, pagesize: PEOPLE_PICKER_SIZE });
  return answer.ProfileLite.filter((p) => p.status !== 'deactivated').map((p) => ({ value: p.profileid, label: `${p.first_name} ${p.last_name} (${p.email})` }));
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
