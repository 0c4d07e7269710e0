import { api } from '../../api';
import {
  type LocationGroup,
  type LocationMaster,
  getAllLocationGroup,
  getAllLocationMaster,
} from '../../contract/location-groups/operations';
import { viewDepartmentWithCorporateId } from '../../contract/masters/departments';
import { viewGradeWithCorporateId } from '../../contract/masters/grades';
import { MAX_PAGE_SIZE } from '../../contract/masters/list-query';
import { searchCorporateTravellersLite } from '../../contract/people/operations';
import {
  type BlockSector,
  addBlockSectors,
  deleteBlockSectors,
  getBlockSectors,
  updateBlockSectors,
} from '../../contract/policy/operations';
import {
  type PolicyVersionSummary,
  type TravelPolicy,
  addTravelPolicy,
  deleteTravelPolicy,
  discardPolicyVersion,
  getPolicyVersion,
  getTravelPolicies,
  publishPolicyVersion,
  savePolicyDraft,
  updateTravelPolicy,
} from '../../contract/policy/policies';
import type { PlaceType, PolicyRules } from '../../contract/policy/rules';
import { type Simulation, simulatePolicy } from '../../contract/policy/simulator';

/* The Policy tab's calls (docs/features/policy.md "Screens"). */

export interface Choice {
  value: string;
  label: string;
}

export const loadPolicies = async (): Promise<TravelPolicy[]> =>
  (await api.callOperation(getTravelPolicies, {})).TravelPolicy;

/** The new policy's id: the company's first becomes its default. */
export const addPolicy = async (name: string): Promise<string> =>
  (await api.callOperation(addTravelPolicy, { jsondata: { name } })).travelpolicyid;

export async function updatePolicy(record: {
  travelpolicyid: string;
  name: string;
  departmentids: string[];
  gradeids: string[];
  profileids: string[];
}): Promise<void> {
  await api.callOperation(updateTravelPolicy, { jsondata: record });
}

export async function deletePolicy(travelpolicyid: string): Promise<void> {
  await api.callOperation(deleteTravelPolicy, { travelpolicyid });
}

/** The draft's rules, else the version in force's. */
export async function loadVersion(
  travelpolicyid: string,
): Promise<{ version: PolicyVersionSummary; rules: PolicyRules }> {
  const answer = await api.callOperation(getPolicyVersion, { travelpolicyid });
  return { version: answer.version, rules: answer.rules };
}

export const loadVersionRules = async (travelpolicyid: string, versionid: string): Promise<PolicyRules> =>
  (await api.callOperation(getPolicyVersion, { travelpolicyid, versionid })).rules;

/** Creates or replaces the policy's one draft; answers its id. */
export const saveDraft = async (travelpolicyid: string, effectivefrom: string, rules: PolicyRules): Promise<string> =>
  (await api.callOperation(savePolicyDraft, { jsondata: { travelpolicyid, effectivefrom, rules } })).versionid;

export async function publishVersion(travelpolicyid: string, versionid: string): Promise<void> {
  await api.callOperation(publishPolicyVersion, { travelpolicyid, versionid });
}

export async function discardVersion(travelpolicyid: string, versionid: string): Promise<void> {
  await api.callOperation(discardPolicyVersion, { travelpolicyid, versionid });
}

/** One window of the simulator; `signal` ends the call when the admin leaves. */
export const simulateWindow = async (
  request: { travelpolicyid: string; versionid: string; fromdate: string; todate: string },
  signal: AbortSignal,
): Promise<Simulation> => (await api.callOperation(simulatePolicy, request, { signal })).simulation;

export const loadBlockSectors = async (travelpolicyid: string): Promise<BlockSector[]> =>
  (await api.callOperation(getBlockSectors, { travelpolicyid })).BlockSector;

export interface BlockSectorRecord {
  travelpolicyid: string;
  origintype: PlaceType;
  origin: string;
  destinationtype: PlaceType;
  destination: string;
  bothways: boolean;
  reason: string;
}

/** Adds the sector, or updates it when `recordid` is given. */
export async function saveBlockSector(record: BlockSectorRecord, recordid: string): Promise<void> {
  if (recordid) await api.callOperation(updateBlockSectors, { jsondata: { ...record, recordid } });
  else await api.callOperation(addBlockSectors, { jsondata: record });
}

export async function deleteBlockSector(travelpolicyid: string, recordid: string): Promise<void> {
  await api.callOperation(deleteBlockSectors, { travelpolicyid, recordid });
}

export const loadLocationGroups = async (): Promise<LocationGroup[]> =>
  (await api.callOperation(getAllLocationGroup, {})).LocationGroup;

/** How many matches a search picker offers at a time. */
const PICKER_SIZE = 20;

/** Cities or countries whose name matches `text`, best first. */
export const searchPlaces = async (text: string, locationtype: 'city' | 'country'): Promise<LocationMaster[]> =>
  (await api.callOperation(getAllLocationMaster, { searchtext: text, locationtype, limit: PICKER_SIZE }))
    .LocationMaster;

/** Every department of the company, inactive ones marked. */
export async function loadDepartments(): Promise<Choice[]> {
  const answer = await api.callOperation(viewDepartmentWithCorporateId, { pagesize: MAX_PAGE_SIZE });
  return answer.CorporateDepartment.map((d) => ({
    value: d.departmentid,
    label: `${d.departmentname} (${d.departmentcode})${d.status === 'inactive' ? ' — inactive' : ''}`,
  }));
}

/** Every grade of the company, inactive ones marked. */
export async function loadGrades(): Promise<Choice[]> {
  const answer = await api.callOperation(viewGradeWithCorporateId, { pagesize: MAX_PAGE_SIZE });
  return answer.CorporateGrade.map((g) => ({
    value: g.gradeid,
    label: `${g.gradename} (${g.gradecode})${g.status === 'inactive' ? ' — inactive' : ''}`,
  }));
}

/** People of the company who are not deactivated, whose name contains `text`. */
export async function searchPeople(text: string): Promise<Choice[]> {
  const answer = await api.callOperation(searchCorporateTravellersLite, {
    searchby: 'name',
    searchval: text,
    pagesize: PICKER_SIZE,
  });
  return answer.ProfileLite.filter((p) => p.status !== 'deactivated').map((p) => ({
    value: p.profileid,
    label: `${p.first_name} ${p.last_name} (${p.email})`,
  }));
}
