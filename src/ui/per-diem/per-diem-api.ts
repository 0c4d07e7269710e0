import { api } from '../../api';
import { type LocationGroup, getAllLocationGroup } from '../../contract/location-groups/operations';
import { type PerDiemGroup, addPerDiemGroup, getPerDiemGroups, updatePerDiemGroup } from '../../contract/per-diem/groups';
import { type PerDiemMapping, deletePerDiemMapping, getPerDiemMapping, mapPerDiemMaster } from '../../contract/per-diem/mapping';
import { type PerDiemMasterList, addPerDiemMasters, deletePerDiemMaster, getPerDiemMasters, updatePerDiemMasters } from '../../contract/per-diem/masters';
import type { PerDiemRowInput } from '../../contract/per-diem/rows';
import { searchCorporateTravellersLite } from '../../contract/people/operations';

/* The Per diem tab's calls (docs/features/per-diem.md "Screen"). */

export const loadPlans = async (): Promise<PerDiemGroup[]> => (await api.callOperation(getPerDiemGroups, {})).PerDiemGroup;

export async function savePlan(record: { groupid?: string; groupname: string; description: string }): Promise<void> {
  if (record.groupid) await api.callOperation(updatePerDiemGroup, { jsondata: { ...record, groupid: record.groupid } });
  else await api.callOperation(addPerDiemGroup, { jsondata: record });
}

/** The company's location groups, which rate rows are for. */
export const loadLocationGroups = async (): Promise<LocationGroup[]> => (await api.callOperation(getAllLocationGroup, {})).LocationGroup;

export const loadRates = async (groupid: string): Promise<PerDiemMasterList> => (await api.callOperation(getPerDiemMasters, { masterid: groupid })).PerDiemMasterList;

/** Saves the plan's whole rate table: the first one is added, a later one replaces it. */
export async function saveRates(groupid: string, rows: PerDiemRowInput[], first: boolean): Promise<void> {
  await api.callOperation(first ? addPerDiemMasters : updatePerDiemMasters, { jsondata: { groupid, rows } });
}

export async function deleteRates(groupid: string): Promise<void> {
  await api.callOperation(deletePerDiemMaster, { groupid });
}

/** How many people one page of a plan's list shows. */
export const PEOPLE_PAGE_SIZE = 50;

export async function loadPlanPeople(groupplanid: string, pageno: number): Promise<{ rows: PerDiemMapping[]; totalcount: number }> {
  const answer = await api.callOperation(getPerDiemMapping, { groupplanid, pageno, pagesize: PEOPLE_PAGE_SIZE });
  return { rows: answer.PerDiemMapping, totalcount: answer.totalcount };
}

export async function mapPeople(groupplanid: string, profileids: string[]): Promise<void> {
  await api.callOperation(mapPerDiemMaster, { groupplanid, profileids });
}

export async function unmapPerson(recordid: string): Promise<void> {
  await api.callOperation(deletePerDiemMapping, { recordid });
}

/** How many matches the person picker offers at a time: a company may have thousands of people. */
const PEOPLE_PICKER_SIZE = 20;

/** People of the company who are not deactivated, whose name contains `text`, as select options. */
export async function searchPeople(text: string): Promise<{ value: string; label: string }[]> {
  const answer = await api.callOperation(searchCorporateTravellersLite, { searchby: 'name', searchval: text, pagesize: PEOPLE_PICKER_SIZE });
  return answer.ProfileLite.filter((p) => p.status !== 'deactivated').map((p) => ({ value: p.profileid, label: `${p.first_name} ${p.last_name} (${p.email})` }));
}
