import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ID_MAX, idField, ok, optionalIdField, ownIds, perDiemAdmin } from './fields';

/*
 * Per-diem mapping (docs/features/per-diem.md "People"): which plan a person is on. A person is on
 * one plan at most; mapping them again moves them.
 */

export const PEOPLE_PER_MAP_MAX = 200;
export const MAPPING_PAGE = { default: 50, max: 200 } as const;

export const PerDiemMappingSchema = v.object({
  recordid: v.string(),
  profileid: v.string(),
  name: v.string(),
  email: v.string(),
  groupplanid: v.string(),
  groupname: v.string(),
});
export type PerDiemMapping = v.InferOutput<typeof PerDiemMappingSchema>;

const profileid = v.pipe(v.string('profileids must be profile ids'), v.trim(), v.nonEmpty('profileids must not hold an empty id'), v.maxLength(ID_MAX, 'profileids holds an id that is too long'));
/** One id or a list of them; repeats count once. */
const profileids = v.pipe(
  v.union([profileid, v.array(profileid, 'profileids must be a list of profile ids')], 'profileids is required'),
  v.transform((ids) => [...new Set(typeof ids === 'string' ? [ids] : ids)]),
  v.check((ids) => ids.length > 0, 'profileids is required'),
  v.check((ids) => ids.length <= PEOPLE_PER_MAP_MAX, `profileids may hold at most ${PEOPLE_PER_MAP_MAX} people at a time`),
);

const page = (name: string, max: number, fallback: number) =>
  v.optional(v.pipe(v.number(`${name} must be a number`), v.integer(`${name} must be a whole number`), v.minValue(1, `${name} must be at least 1`), v.maxValue(max, `${name} must be at most ${max}`)), fallback);

/** Puts people on a plan, moving anyone on another one. Answers their mappings' ids in the order sent. */
export const mapPerDiemMaster = defineOperation({
  ...perDiemAdmin,
  action: 'MAPPERDIEMMASTER',
  request: v.object({ ...ownIds, profileids, groupplanid: idField('groupplanid') }),
  response: v.object({ ...ok, recordids: v.array(v.string()) }),
  mutates: true,
});

/** One page of the mapped people by name; of one plan when `groupplanid` is given, matching `searchtext` (name or email) when given. */
export const getPerDiemMapping = defineOperation({
  ...perDiemAdmin,
  action: 'GETPERDIEMMAPPING',
  request: v.object({
    ...ownIds,
    groupplanid: optionalIdField('groupplanid'),
    searchtext: v.optional(v.pipe(v.string('searchtext must be a string'), v.trim(), v.maxLength(100, 'searchtext is too long')), ''),
    pageno: page('pageno', 100_000, 1),
    pagesize: page('pagesize', MAPPING_PAGE.max, MAPPING_PAGE.default),
  }),
  response: v.object({ ...ok, PerDiemMapping: v.array(PerDiemMappingSchema), totalcount: v.number() }),
  mutates: false,
});

/**
 * Takes a person off their plan, named by the mapping's `recordid` or by `travellerprofileid` (a
 * body's `profileid` is the caller's own: the dispatcher refuses anyone else's).
 */
export const deletePerDiemMapping = defineOperation({
  ...perDiemAdmin,
  action: 'DELETEPERDIEMMAPPING',
  request: v.pipe(
    v.object({ ...ownIds, recordid: optionalIdField('recordid'), travellerprofileid: optionalIdField('travellerprofileid') }),
    v.forward(
      v.check((r) => (r.recordid === '') !== (r.travellerprofileid === ''), 'recordid or travellerprofileid is required, not both'),
      ['recordid'],
    ),
  ),
  response: v.object(ok),
  mutates: true,
});
