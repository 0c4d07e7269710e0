import * as v from 'valibot';
import { defineOperation } from '../operation';
import { ADMIN_GROUP, TRAVEL_ADMINS } from '../roles';
import { masterListQuery, masterListTotal } from './list-query';
import { codeField, expense, ok, ownIds, requiredId, requiredText, masterStatus } from './master-fields';

/*
 * Grades of a company ("E1", "M2", "Director"; docs/features/masters.md "Grades"): travel admins
 * keep them as they keep departments. A person may have one, and a travel policy may be assigned
 * by grade.
 */

export const CorporateGradeSchema = v.object({
  gradeid: v.string(),
  gradename: v.string(),
  gradecode: v.string(),
  status: v.string(),
});
export type CorporateGrade = v.InferOutput<typeof CorporateGradeSchema>;

const gradeFields = {
  gradename: requiredText('gradename', 120),
  gradecode: codeField('gradecode'),
  status: masterStatus(),
};
const gradeBody = <F extends v.ObjectEntries>(fields: F) =>
  v.object({ ...ownIds, jsondata: v.object({ CorporateGrade: v.object(fields, 'CorporateGrade is required') }, 'jsondata is required') });

export const addGrade = defineOperation({
  ...expense,
  action: 'addgrade',
  request: gradeBody(gradeFields),
  response: v.object({ ...ok, gradeid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** Deactivating keeps the grade on the people who hold it and on the policies assigned to it, as departments are kept. */
export const updateGrade = defineOperation({
  ...expense,
  action: 'updategrade',
  request: gradeBody({ gradeid: requiredId('gradeid'), ...gradeFields }),
  response: v.object({ ...ok, gradeid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** Every grade, inactive ones too (the people form and the policy editor pick from it). */
export const viewGradeWithCorporateId = defineOperation({
  ...expense,
  action: 'viewgradewithcorporateid',
  request: v.object({ ...ownIds, ...masterListQuery }),
  response: v.object({ ...ok, CorporateGrade: v.array(CorporateGradeSchema), ...masterListTotal }),
  roles: ADMIN_GROUP,
  mutates: false,
});

export const gradeOperations = { addGrade, updateGrade, viewGradeWithCorporateId };
