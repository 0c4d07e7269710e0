import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ResponseStatusSchema } from '../envelope';
import { TRAVEL_ADMINS } from '../roles';

/*
 * TG-LOCATIONGROUP (docs/features/location-groups.md): a company's named sets of countries and
 * cities ("Metro cities", "Schengen") that trip types and policy rules name, and the location
 * master they are picked from. Success answers `ResponseStatus.status` 'OK'; refusals are the usual
 * 4xx `ResponseStatus` 'NOK' whose message names the field.
 */

const locationAdmin = { opid: 'TG-LOCATIONGROUP', actionKey: 'action', roles: TRAVEL_ADMINS } as const;
/** The trip form and the per-diem screens read the master and the group names too. */
const locationReader = { ...locationAdmin, roles: 'any' } as const;
const ok = { ResponseStatus: ResponseStatusSchema };

const ownIds = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
};

const id = (name: string) => v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`), v.maxLength(64, `${name} is too long`));
const groupid = id('groupid');

export const LOCATION_TYPES = ['country', 'city'] as const;
export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 200;
export const LOCATION_MASTER_LIMIT = { default: 20, max: 50 } as const;
/** Places one maplocationtogroup call may add (the Schengen area is 29 countries). */
export const LOCATIONS_PER_MAP_MAX = 100;

export const LocationMasterSchema = v.object({
  /** 'IN' for a country, 'IN:Mumbai' for a city (src/domain/location-groups.ts). */
  locationid: v.string(),
  locationtype: v.picklist(LOCATION_TYPES),
  name: v.string(),
  countrycode: v.string(),
  countryname: v.string(),
});
export type LocationMaster = v.InferOutput<typeof LocationMasterSchema>;

export const LocationGroupSchema = v.object({
  groupid: v.string(),
  groupname: v.string(),
  description: v.string(),
  locationcount: v.number(),
});
export type LocationGroup = v.InferOutput<typeof LocationGroupSchema>;

export const LocationMapSchema = v.object({
  recordid: v.string(),
  groupid: v.string(),
  locationid: v.string(),
  locationtype: v.picklist(LOCATION_TYPES),
  name: v.string(),
  countrycode: v.string(),
});
export type LocationMap = v.InferOutput<typeof LocationMapSchema>;

const groupEntries = {
  groupname: v.pipe(
    v.string('groupname is required'),
    v.trim(),
    v.nonEmpty('groupname is required'),
    v.maxLength(GROUP_NAME_MAX, `groupname must be at most ${GROUP_NAME_MAX} characters`),
  ),
  description: v.optional(
    v.pipe(v.string('description must be a string'), v.trim(), v.maxLength(GROUP_DESCRIPTION_MAX, `description must be at most ${GROUP_DESCRIPTION_MAX} characters`)),
    '',
  ),
};
/** The group as addlocationgroup's `jsondata` carries it (the admin form checks with it too). */
export const LocationGroupInputSchema = v.object(groupEntries, 'jsondata is required');
export const LocationGroupUpdateSchema = v.object({ groupid, ...groupEntries }, 'jsondata is required');

const locationid = v.pipe(v.string('locationids must be location ids'), v.trim(), v.nonEmpty('locationids must not hold an empty id'), v.maxLength(120, 'locationids holds an id that is too long'));
/** One id or a list of them. */
const locationids = v.pipe(
  v.union([locationid, v.array(locationid, 'locationids must be a list of location ids')], 'locationids is required'),
  v.transform((ids) => [...new Set(typeof ids === 'string' ? [ids] : ids)]),
  v.check((ids) => ids.length > 0, 'locationids is required'),
  v.check((ids) => ids.length <= LOCATIONS_PER_MAP_MAX, `locationids may hold at most ${LOCATIONS_PER_MAP_MAX} places at a time`),
);

/** Countries and cities of scheduled airports, best match first; a short answer for a picker. */
export const getAllLocationMaster = defineOperation({
  ...locationReader,
  action: 'getalllocationmaster',
  request: v.object({
    ...ownIds,
    searchtext: v.optional(v.pipe(v.string('searchtext must be a string'), v.trim(), v.maxLength(80, 'searchtext is too long')), ''),
    locationtype: v.optional(v.picklist([...LOCATION_TYPES, ''], "locationtype must be 'country', 'city' or ''"), ''),
    limit: v.optional(
      v.pipe(
        v.number('limit must be a number'),
        v.integer('limit must be a whole number'),
        v.minValue(1, 'limit must be at least 1'),
        v.maxValue(LOCATION_MASTER_LIMIT.max, `limit must be at most ${LOCATION_MASTER_LIMIT.max}`),
      ),
      LOCATION_MASTER_LIMIT.default,
    ),
  }),
  response: v.object({ ...ok, LocationMaster: v.array(LocationMasterSchema) }),
  mutates: false,
});

/** The company's groups by name, each with how many places it holds. */
export const getAllLocationGroup = defineOperation({
  ...locationReader,
  action: 'getalllocationgroup',
  request: v.object(ownIds),
  response: v.object({ ...ok, LocationGroup: v.array(LocationGroupSchema) }),
  mutates: false,
});

export const addLocationGroup = defineOperation({
  ...locationAdmin,
  action: 'addlocationgroup',
  request: v.object({ ...ownIds, jsondata: LocationGroupInputSchema }),
  response: v.object({ ...ok, groupid: v.string() }),
  mutates: true,
});

export const editLocationGroup = defineOperation({
  ...locationAdmin,
  action: 'editlocationgroup',
  request: v.object({ ...ownIds, jsondata: LocationGroupUpdateSchema }),
  response: v.object({ ...ok, groupid: v.string() }),
  mutates: true,
});

/** Removes the group and its places; refused (409) while a trip type names it. */
export const deleteLocationGroup = defineOperation({
  ...locationAdmin,
  action: 'deletelocationgroup',
  request: v.object({ ...ownIds, groupid }),
  response: v.object(ok),
  mutates: true,
});

/** Adds places to a group; one already there is not added twice. Answers the new rows' ids. */
export const mapLocationToGroup = defineOperation({
  ...locationAdmin,
  action: 'maplocationtogroup',
  request: v.object({ ...ownIds, jsondata: v.object({ groupid, locationids }, 'jsondata is required') }),
  response: v.object({ ...ok, recordids: v.array(v.string()) }),
  mutates: true,
});

export const removeMappedLocation = defineOperation({
  ...locationAdmin,
  action: 'removemappedlocation',
  request: v.object({ ...ownIds, recordid: id('recordid') }),
  response: v.object(ok),
  mutates: true,
});

/** A group's places, countries first, then by name. */
export const getAllLocationForGroupId = defineOperation({
  ...locationAdmin,
  action: 'getalllocationforgroupid',
  request: v.object({ ...ownIds, groupid }),
  response: v.object({ ...ok, LocationMap: v.array(LocationMapSchema) }),
  mutates: false,
});

export const locationGroupOperations = {
  getAllLocationMaster,
  getAllLocationGroup,
  addLocationGroup,
  editLocationGroup,
  deleteLocationGroup,
  mapLocationToGroup,
  removeMappedLocation,
  getAllLocationForGroupId,
};
