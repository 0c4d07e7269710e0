import * as v from 'valibot';
import { PER_DIEM_LOCATION_TYPES } from '../../domain/per-diem';
import { defineOperation } from '../operation';
import { idField, ok, ownIds, perDiemAdmin } from './fields';
import { PerDiemRowsSchema } from './rows';

/*
 * Per-diem masters (docs/features/per-diem.md "Rate table"): a plan's rate table. A plan has one
 * table, so the master's id is the plan's groupid; a save replaces the table's rows as a whole.
 */

const AmountSchema = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));

export const PerDiemRateRowSchema = v.object({
  rowid: v.string(),
  locationtype: v.picklist(PER_DIEM_LOCATION_TYPES),
  /** The location group of a 'group' row; '' for domestic or international elsewhere. */
  locationgroupid: v.string(),
  locationgroupname: v.string(),
  /** ISO 4217. */
  currency: v.string(),
  lodging: AmountSchema,
  meals: AmountSchema,
  incidentals: AmountSchema,
  /** lodging + meals + incidentals: the daily rate. */
  total: AmountSchema,
});
export type PerDiemRateRow = v.InferOutput<typeof PerDiemRateRowSchema>;

export const PerDiemMasterListSchema = v.object({
  groupid: v.string(),
  groupname: v.string(),
  /** Location group rows by the group's name, then domestic, then international elsewhere. */
  rows: v.array(PerDiemRateRowSchema),
});
export type PerDiemMasterList = v.InferOutput<typeof PerDiemMasterListSchema>;

/** The table as the save calls' `jsondata` carries it; a row's rowid, name and total are answered, not read. */
const PerDiemMasterInputSchema = v.object({ groupid: idField('groupid'), rows: PerDiemRowsSchema }, 'jsondata is required');
const saved = v.object({ ...ok, groupid: v.string(), rowids: v.array(v.string()) });

export const getPerDiemMasters = defineOperation({
  ...perDiemAdmin,
  action: 'GETPERDIEMMASTERS',
  request: v.object({ ...ownIds, masterid: idField('masterid') }),
  response: v.object({ ...ok, PerDiemMasterList: PerDiemMasterListSchema }),
  mutates: false,
});

/** The first rate table of a plan: refused (409) when the plan has one already. Answers the rows' ids in the order sent. */
export const addPerDiemMasters = defineOperation({
  ...perDiemAdmin,
  action: 'ADDPERDIEMMASTERS',
  request: v.object({ ...ownIds, jsondata: PerDiemMasterInputSchema }),
  response: saved,
  mutates: true,
});

/** Replaces the plan's rows with these. */
export const updatePerDiemMasters = defineOperation({
  ...perDiemAdmin,
  action: 'UPDATEPERDIEMMASTERS',
  request: v.object({ ...ownIds, jsondata: PerDiemMasterInputSchema }),
  response: saved,
  mutates: true,
});

/** Removes the plan's rows; the plan and its people stay, and may be given rows again. */
export const deletePerDiemMaster = defineOperation({
  ...perDiemAdmin,
  action: 'DELETEPERDIEMMASTER',
  request: v.object({ ...ownIds, groupid: idField('groupid') }),
  response: v.object(ok),
  mutates: true,
});
