import * as v from 'valibot';
import { calendarDate } from '../calendar-date';
import { defineOperation } from '../operation';
import { TRAVEL_ADMINS } from '../roles';
import { masterListQuery, masterListTotal } from './list-query';
import { codeField, expense, ok, optionalId, ownIds, requiredId, requiredText, masterStatus } from './master-fields';

/*
 * Projects a trip or booking is charged to (docs/features/masters.md "Organisation masters"):
 * travel admins keep them; each names a cost centre, whose department it takes.
 */

export const ProjectMasterSchema = v.object({
  projectid: v.string(),
  projectname: v.string(),
  projectcode: v.string(),
  costcenterid: v.string(),
  departmentid: v.string(),
  /** '' = any trip type. */
  triptypeid: v.string(),
  validfrom: v.string(),
  /** '' = open-ended. */
  validto: v.string(),
  /** [] = open to everyone in the company. */
  profileids: v.array(v.string()),
  status: v.string(),
});
export type ProjectMaster = v.InferOutput<typeof ProjectMasterSchema>;

/** '' or a real YYYY-MM-DD day. */
const optionalDate = (name: string) =>
  v.optional(v.pipe(v.string(`${name} must be a date (YYYY-MM-DD)`), v.trim(), v.regex(/^$|^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`), calendarDate(name)), '');

const projectFields = {
  projectname: requiredText('projectname', 120),
  projectcode: codeField('projectcode'),
  costcenterid: requiredId('costcenterid'),
  triptypeid: optionalId('triptypeid'),
  /** '' = from today. */
  validfrom: optionalDate('validfrom'),
  validto: optionalDate('validto'),
  profileids: v.optional(
    v.pipe(v.array(v.pipe(v.string('profileids must be profile ids'), v.trim(), v.nonEmpty('profileids must be profile ids')), 'profileids must be a list of profile ids'), v.maxLength(500, 'profileids has too many entries')),
    [],
  ),
  status: masterStatus(),
};
const projectBody = <F extends v.ObjectEntries>(fields: F) =>
  v.object({ ...ownIds, jsondata: v.object({ Projects: v.object(fields, 'Projects is required') }, 'jsondata is required') });

export const addProject = defineOperation({
  ...expense,
  action: 'addproject',
  request: projectBody(projectFields),
  response: v.object({ ...ok, projectid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

export const updateProject = defineOperation({
  ...expense,
  action: 'updateproject',
  request: projectBody({ projectid: requiredId('projectid'), ...projectFields }),
  response: v.object({ ...ok, projectid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** Every project, inactive ones too. */
export const viewProjectWithCorpId = defineOperation({
  ...expense,
  action: 'viewprojectwithcorpid',
  request: v.object({ ...ownIds, ...masterListQuery }),
  response: v.object({ ...ok, Projects: v.array(ProjectMasterSchema), ...masterListTotal }),
  roles: TRAVEL_ADMINS,
  mutates: false,
});

/** Refused while a trip or booking names the project ("3 trips use this project"): deactivate it instead. */
export const deleteProject = defineOperation({
  ...expense,
  action: 'deleteproject',
  request: v.object({ ...ownIds, projectid: requiredId('projectid') }),
  response: v.object({ ...ok, projectid: v.string() }),
  roles: TRAVEL_ADMINS,
  mutates: true,
});

/** The active projects of a cost centre, by name, for the forms. */
export const getProjectsForCostCenter = defineOperation({
  ...expense,
  action: 'getprojectsforcostcenter',
  request: v.object({ ...ownIds, costcenterid: requiredId('costcenterid') }),
  response: v.object({ ...ok, Projects: v.array(ProjectMasterSchema) }),
  roles: 'any',
  mutates: false,
});

export const projectOperations = { addProject, updateProject, viewProjectWithCorpId, deleteProject, getProjectsForCostCenter };
