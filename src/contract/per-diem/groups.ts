import * as v from 'valibot';
import { defineOperation } from '../operation';
import { idField, ok, ownIds, perDiemAdmin } from './fields';

/*
 * Per-diem groups (docs/features/per-diem.md): the company's plans ("Senior staff", "Staff"), each
 * with one rate table (masters.ts) and the people mapped to it (mapping.ts).
 */

export const PLAN_NAME_MAX = 80;
export const PLAN_DESCRIPTION_MAX = 200;

export const PerDiemGroupSchema = v.object({
  groupid: v.string(),
  groupname: v.string(),
  description: v.string(),
  /** People mapped to the plan. */
  mappedcount: v.number(),
  /** Rows of its rate table (0: no rates yet, its people get the fixed imprest allowances). */
  ratecount: v.number(),
});
export type PerDiemGroup = v.InferOutput<typeof PerDiemGroupSchema>;

const planEntries = {
  groupname: v.pipe(
    v.string('groupname is required'),
    v.trim(),
    v.nonEmpty('groupname is required'),
    v.maxLength(PLAN_NAME_MAX, `groupname must be at most ${PLAN_NAME_MAX} characters`),
  ),
  description: v.optional(
    v.pipe(v.string('description must be a string'), v.trim(), v.maxLength(PLAN_DESCRIPTION_MAX, `description must be at most ${PLAN_DESCRIPTION_MAX} characters`)),
    '',
  ),
};
/** The plan as ADDPERDIEMGROUP's `jsondata` carries it (the admin form checks with it too). */
export const PerDiemGroupInputSchema = v.object(planEntries, 'jsondata is required');
export const PerDiemGroupUpdateSchema = v.object({ groupid: idField('groupid'), ...planEntries }, 'jsondata is required');

/** The company's plans by name. */
export const getPerDiemGroups = defineOperation({
  ...perDiemAdmin,
  action: 'GETPERDIEMGROUPS',
  request: v.object(ownIds),
  response: v.object({ ...ok, PerDiemGroup: v.array(PerDiemGroupSchema) }),
  mutates: false,
});

export const addPerDiemGroup = defineOperation({
  ...perDiemAdmin,
  action: 'ADDPERDIEMGROUP',
  request: v.object({ ...ownIds, jsondata: PerDiemGroupInputSchema }),
  response: v.object({ ...ok, groupid: v.string() }),
  mutates: true,
});

export const updatePerDiemGroup = defineOperation({
  ...perDiemAdmin,
  action: 'UPDATEPERDIEMGROUP',
  request: v.object({ ...ownIds, jsondata: PerDiemGroupUpdateSchema }),
  response: v.object({ ...ok, groupid: v.string() }),
  mutates: true,
});
