import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  addProject,
  deleteProject,
  getProjectsForCostCenter,
  updateProject,
  viewProjectWithCorpId,
} from '../../../src/contract/masters/projects';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { projects } from '../../store/schema';
import { pageOfMaster } from './list-query';
import { askedCostCentre, checkColleagues, checkTripType, codeTaken, namedCostCentre } from './org-refs';
import { projectUsage, usageRefusal } from './project-usage';

const OK = { Status: 'OK' as const };
const ENTITY = 'Projects';
const FIELD = 'jsondata.Projects';
const DUPLICATE_CODE = `${FIELD}.projectcode: another project of your company has this code`;
const coded = { table: projects, id: projects.id, corporateId: projects.corporateId, code: projects.code };

type ProjectRow = typeof projects.$inferSelect;
type ProjectFields = v.InferOutput<(typeof addProject)['request']>['jsondata']['Projects'];

export const projectWire = (p: ProjectRow) => ({
  projectid: p.id,
  projectname: p.name,
  projectcode: p.code,
  costcenterid: p.costCenterId,
  departmentid: p.departmentId,
  triptypeid: p.tripTypeId,
  validfrom: p.validFrom,
  validto: p.validTo ?? '',
  profileids: p.profileIds,
  status: p.status,
});

/** The columns a project record sets, its references checked; its department is its cost centre's. */
async function projectColumns(ctx: HandlerContext, fields: ProjectFields) {
  const costCentre = await namedCostCentre(ctx, `${FIELD}.costcenterid`, fields.costcenterid);
  await checkTripType(ctx, `${FIELD}.triptypeid`, fields.triptypeid);
  await checkColleagues(ctx, `${FIELD}.profileids`, fields.profileids);
  const validFrom = fields.validfrom === '' ? ctx.now.toISOString().slice(0, 10) : fields.validfrom;
  if (fields.validto !== '' && fields.validto < validFrom) throw badRequest(`${FIELD}.validto: validto must not be before validfrom`);
  return {
    name: fields.projectname,
    code: fields.projectcode,
    costCenterId: costCentre.id,
    departmentId: costCentre.departmentId,
    tripTypeId: fields.triptypeid,
    validFrom,
    validTo: fields.validto === '' ? null : fields.validto,
    profileIds: [...new Set(fields.profileids)],
    status: fields.status,
  };
}

export const addProjectHandler = defineHandler(addProject)(async (ctx, { jsondata }) => {
  const columns = await projectColumns(ctx, jsondata.Projects);
  if (await codeTaken(ctx, coded, columns.code)) throw badRequest(DUPLICATE_CODE);
  const [row] = await ctx.tx
    .insert(projects)
    .values({ id: `PRJ${randomUUID()}`, corporateId: ctx.session.corporateid, ...columns })
    .onConflictDoNothing()
    .returning();
  if (!row) throw badRequest(DUPLICATE_CODE);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: row.id, action: 'create', after: projectWire(row) });
  return { ApiStatus: OK, projectid: row.id };
});

const ownProject = (ctx: HandlerContext, projectid: string) => and(eq(projects.id, projectid), eq(projects.corporateId, ctx.session.corporateid));

async function existingProject(ctx: HandlerContext, field: string, projectid: string): Promise<ProjectRow> {
  const [row] = await ctx.tx.select().from(projects).where(ownProject(ctx, projectid));
  if (!row) throw forbidden(`${field}: project not found`);
  return row;
}

/** Deactivating keeps the project on the trips and bookings that name it; the forms stop offering it. */
export const updateProjectHandler = defineHandler(updateProject)(async (ctx, { jsondata }) => {
  const { projectid } = jsondata.Projects;
  const before = await existingProject(ctx, `${FIELD}.projectid`, projectid);
  const columns = await projectColumns(ctx, jsondata.Projects);
  if (await codeTaken(ctx, coded, columns.code, projectid)) throw badRequest(DUPLICATE_CODE);
  const [after] = await ctx.tx.update(projects).set(columns).where(ownProject(ctx, projectid)).returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: projectid, action: 'update', before: projectWire(before), after: after && projectWire(after) });
  return { ApiStatus: OK, projectid };
});

export const deleteProjectHandler = defineHandler(deleteProject)(async (ctx, { projectid }) => {
  const before = await existingProject(ctx, 'projectid', projectid);
  const refusal = usageRefusal(await projectUsage(ctx, projectid));
  if (refusal) throw badRequest(`projectid: ${refusal}`);
  await ctx.tx.delete(projects).where(ownProject(ctx, projectid));
  await recordAdminChange(ctx, { entity: ENTITY, entityId: projectid, action: 'delete', before: projectWire(before) });
  return { ApiStatus: OK, projectid };
});

export const viewProjectWithCorpIdHandler = defineHandler(viewProjectWithCorpId)(async (ctx, query) => {
  const { rows, totalcount } = await pageOfMaster<ProjectRow>(
    ctx.tx,
    {
      table: projects,
      where: eq(projects.corporateId, ctx.session.corporateid),
      searchable: [projects.name, projects.code],
      sortable: { projectname: projects.name, projectcode: projects.code, validfrom: projects.validFrom, status: projects.status },
      tieBreaker: projects.id,
    },
    query,
  );
  return { ApiStatus: OK, Projects: rows.map(projectWire), totalcount };
});

export const getProjectsForCostCenterHandler = defineHandler(getProjectsForCostCenter)(async (ctx, { costcenterid }) => {
  await askedCostCentre(ctx, 'costcenterid', costcenterid);
  const rows = await ctx.tx
    .select()
    .from(projects)
    .where(and(eq(projects.corporateId, ctx.session.corporateid), eq(projects.costCenterId, costcenterid), eq(projects.status, 'active')))
    .orderBy(asc(projects.name), asc(projects.id));
  return { ApiStatus: OK, Projects: rows.map(projectWire) };
});
