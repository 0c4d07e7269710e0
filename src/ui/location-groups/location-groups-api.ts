import { api } from '../../api';
import {
  type LocationGroup,
  type LocationMap,
  type LocationMaster,
  addLocationGroup,
  deleteLocationGroup,
  editLocationGroup,
  getAllLocationForGroupId,
  getAllLocationGroup,
  getAllLocationMaster,
  mapLocationToGroup,
  removeMappedLocation,
} from '../../contract/location-groups/operations';
import { setTripTypeLocationGroup } from '../../contract/location-groups/trip-types';
import { getTripTypeForCorporate } from '../../contract/trips/masters';
import type { TripTypeSchema } from '../../contract/trips/shapes';
import type * as v from 'valibot';

/* The Locations tab's calls (docs/features/location-groups.md). */

export const loadGroups = async (): Promise<LocationGroup[]> => (await api.callOperation(getAllLocationGroup, {})).LocationGroup;

export async function saveGroup(record: { groupid?: string; groupname: string; description: string }): Promise<void> {
  if (record.groupid) await api.callOperation(editLocationGroup, { jsondata: { ...record, groupid: record.groupid } });
  else await api.callOperation(addLocationGroup, { jsondata: record });
}

export async function deleteGroup(groupid: string): Promise<void> {
  await api.callOperation(deleteLocationGroup, { groupid });
}

/** How many matches the place picker offers at a time. */
export const PLACE_PICKER_SIZE = 20;

export const searchPlaces = async (searchtext: string): Promise<LocationMaster[]> =>
  (await api.callOperation(getAllLocationMaster, { searchtext, limit: PLACE_PICKER_SIZE })).LocationMaster;

export const loadPlaces = async (groupid: string): Promise<LocationMap[]> => (await api.callOperation(getAllLocationForGroupId, { groupid })).LocationMap;

export async function addPlaces(groupid: string, locationids: string[]): Promise<void> {
  await api.callOperation(mapLocationToGroup, { jsondata: { groupid, locationids } });
}

export async function removePlace(recordid: string): Promise<void> {
  await api.callOperation(removeMappedLocation, { recordid });
}

export type TripType = v.InferOutput<typeof TripTypeSchema>;

/** The company's active trip types, each with its group (`triplocationgroupid`, '' for none). */
export const loadTripTypes = async (): Promise<TripType[]> => (await api.callOperation(getTripTypeForCorporate, {})).list;

export async function setTripTypeGroup(triptypeid: string, groupid: string): Promise<void> {
  await api.callOperation(setTripTypeLocationGroup, { triptypeid, groupid });
}
