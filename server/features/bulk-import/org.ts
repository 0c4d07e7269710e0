import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../store/db';
import { costCenters, departments, projects } from '../../store/schema';
import { alreadyInCompany, byCode } from './existing';
import { type EntityStore, insertInBatches, problem } from './types';

/* Departments, cost centres and projects: a cost centre names its department by code, a project its cost centre. */

const companyDepartments = (tx: Executor, corporateId: string) =>
  tx.select().from(departments).where(eq(departments.corporateId, corporateId)).orderBy(asc(departments.code));
const companyCostCentres = (tx: Executor, corporateId: string) =>
  tx.select().from(costCenters).where(eq(costCenters.corporateId, corporateId)).orderBy(asc(costCenters.code));

export const departmentStore: EntityStore<'departments'> = {
  async check({ tx, corporateId }, rows) {
    const problems = await alreadyInCompany(tx, { table: departments, corporateId: departments.corporateId, key: departments.code }, corporateId, rows, 'departmentcode', 'department');
    const values = rows.map(({ value: d }) => ({ id: `DP${randomUUID()}`, corporateId, name: d.departmentname, code: d.departmentcode, status: d.status }));
    return { problems, write: (w) => insertInBatches(values, (batch) => w.insert(departments).values(batch)) };
  },
  async exportRows(tx, corporateId) {
    return (await companyDepartments(tx, corporateId)).map((d) => [d.name, d.code, d.status]);
  },
};

export const costCentreStore: EntityStore<'costcentres'> = {
  async check({ tx, corporateId }, rows) {
    const problems = await alreadyInCompany(tx, { table: costCenters, corporateId: costCenters.corporateId, key: costCenters.code }, corporateId, rows, 'costcentercode', 'cost centre');
    const departmentOf = await byCode(companyDepartments(tx, corporateId));
    const values: (typeof costCenters.$inferInsert)[] = [];
    for (const { line, value: c } of rows) {
      const department = departmentOf.get(c.departmentcode);
      if (!department) problems.push(problem(line, 'departmentcode', `departmentcode ${c.departmentcode} is not a department of your company`));
      else values.push({ id: `CC${randomUUID()}`, corporateId, name: c.costcentername, code: c.costcentercode, departmentId: department.id, status: c.status });
    }
    return { problems, write: (w) => insertInBatches(values, (batch) => w.insert(costCenters).values(batch)) };
  },
  async exportRows(tx, corporateId) {
    const [list, deps] = await Promise.all([companyCostCentres(tx, corporateId), companyDepartments(tx, corporateId)]);
    const codeOf = new Map(deps.map((d) => [d.id, d.code]));
    return list.map((c) => [c.name, c.code, codeOf.get(c.departmentId) ?? '', c.status]);
  },
};

/** A project takes its cost centre's department, as the project form does. */
export const projectStore: EntityStore<'projects'> = {
  async check({ tx, corporateId, now }, rows) {
    const problems = await alreadyInCompany(tx, { table: projects, corporateId: projects.corporateId, key: projects.code }, corporateId, rows, 'projectcode', 'project');
    const costCentreOf = await byCode(companyCostCentres(tx, corporateId));
    const today = now.toISOString().slice(0, 10);
    const values: (typeof projects.$inferInsert)[] = [];
    for (const { line, value: p } of rows) {
      const costCentre = costCentreOf.get(p.costcentercode);
      const validFrom = p.validfrom || today;
      if (!costCentre) problems.push(problem(line, 'costcentercode', `costcentercode ${p.costcentercode} is not a cost centre of your company`));
      if (p.validto !== '' && p.validto < validFrom) problems.push(problem(line, 'validto', 'validto must not be before validfrom'));
      if (!costCentre || (p.validto !== '' && p.validto < validFrom)) continue;
      values.push({
        id: `PRJ${randomUUID()}`, corporateId, name: p.projectname, code: p.projectcode, costCenterId: costCentre.id, departmentId: costCentre.departmentId,
        validFrom, validTo: p.validto || null, status: p.status,
      });
    }
    return { problems, write: (w) => insertInBatches(values, (batch) => w.insert(projects).values(batch)) };
  },
  async exportRows(tx, corporateId) {
    const [list, ccs] = await Promise.all([
      tx.select().from(projects).where(eq(projects.corporateId, corporateId)).orderBy(asc(projects.code)),
      companyCostCentres(tx, corporateId),
    ]);
    const codeOf = new Map(ccs.map((c) => [c.id, c.code]));
    return list.map((p) => [p.name, p.code, codeOf.get(p.costCenterId) ?? '', p.validFrom, p.validTo ?? '', p.status]);
  },
};
