import { api } from '../../api';
import { type CorporateBudget, addCorporateBudget, updateCorporateBudget, viewBudgetWithCorpId } from '../../contract/masters/budgets';
import { type CostCenter, addCostCenter, updateCostCenter, viewCostCenterWithCorpId } from '../../contract/masters/cost-centers';
import { type CorporateDepartment, addDepartment, updateDepartment, viewDepartmentWithCorporateId } from '../../contract/masters/departments';
import { type ProjectMaster, addProject, deleteProject, updateProject, viewProjectWithCorpId } from '../../contract/masters/projects';
import { formatMoney, parseMinorUnits } from '../../domain/money';
import type { MasterSpec } from './master-spec';
import { STATUS_FIELD, recordOf, statusColumn, str, text } from './master-columns';
import type { Choice, OrgChoices } from './use-org-choices';

/* The organisation masters (docs/features/masters.md "Organisation masters"): department → cost centre → project → budget. */

const nameOf = (choices: readonly Choice[], id: string) => choices.find((c) => c.value === id)?.label ?? (id || '—');

export const departmentSpec: MasterSpec<CorporateDepartment> = {
  list: 'departments',
  title: 'Departments',
  noun: 'department',
  rowKey: (d) => d.departmentid,
  describe: (d) => `${d.departmentname} (${d.departmentcode})`,
  sortby: 'departmentname',
  columns: () => [
    { key: 'departmentname', label: 'Name', sortable: true, render: (d) => d.departmentname },
    { key: 'departmentcode', label: 'Code', sortable: true, render: (d) => d.departmentcode },
    statusColumn(),
  ],
  fetchPage: async (query) => {
    const answer = await api.callOperation(viewDepartmentWithCorporateId, query);
    return { rows: answer.CorporateDepartment, totalcount: answer.totalcount };
  },
  fields: () => [text('departmentname', 'Name', true), text('departmentcode', 'Code', true, 'Unique in the company'), STATUS_FIELD],
  blank: { departmentname: '', departmentcode: '', status: 'active' },
  toForm: (d) => ({ ...d }),
  toRecord: (f, id) => ({ ...(id ? { departmentid: id } : {}), departmentname: str(f.departmentname), departmentcode: str(f.departmentcode), status: str(f.status) }),
  addSchema: recordOf(addDepartment, 'CorporateDepartment'),
  updateSchema: recordOf(updateDepartment, 'CorporateDepartment'),
  addOp: addDepartment,
  save: async (record, isNew) => {
    const body = { jsondata: { CorporateDepartment: record as never } };
    await (isNew ? api.callOperation(addDepartment, body) : api.callOperation(updateDepartment, body));
  },
};

export const costCenterSpec: MasterSpec<CostCenter> = {
  list: 'costcenters',
  title: 'Cost centres',
  noun: 'cost centre',
  rowKey: (c) => c.costcenterid,
  describe: (c) => `${c.costcentername} (${c.costcentercode})`,
  sortby: 'costcentername',
  needsChoices: true,
  columns: (choices) => [
    { key: 'costcentername', label: 'Name', sortable: true, render: (c) => c.costcentername },
    { key: 'costcentercode', label: 'Code', sortable: true, render: (c) => c.costcentercode },
    { key: 'departmentid', label: 'Department', render: (c) => nameOf(choices.departments, c.departmentid) },
    statusColumn(),
  ],
  fetchPage: async (query) => {
    const answer = await api.callOperation(viewCostCenterWithCorpId, query);
    return { rows: answer.CostCenter, totalcount: answer.totalcount };
  },
  fields: (choices) => [
    text('costcentername', 'Name', true),
    text('costcentercode', 'Code', true, 'Unique in the company'),
    { name: 'departmentid', label: 'Department', kind: 'select', required: true, options: choices.departments },
    STATUS_FIELD,
  ],
  blank: { costcentername: '', costcentercode: '', departmentid: '', status: 'active' },
  toForm: (c) => ({ ...c }),
  toRecord: (f, id) => ({
    ...(id ? { costcenterid: id } : {}),
    costcentername: str(f.costcentername),
    costcentercode: str(f.costcentercode),
    departmentid: str(f.departmentid),
    status: str(f.status),
  }),
  addSchema: recordOf(addCostCenter, 'CostCenter'),
  updateSchema: recordOf(updateCostCenter, 'CostCenter'),
  addOp: addCostCenter,
  save: async (record, isNew) => {
    const body = { jsondata: { CostCenter: record as never } };
    await (isNew ? api.callOperation(addCostCenter, body) : api.callOperation(updateCostCenter, body));
  },
};

export const projectSpec: MasterSpec<ProjectMaster> = {
  list: 'projects',
  title: 'Projects',
  noun: 'project',
  rowKey: (p) => p.projectid,
  describe: (p) => `${p.projectname} (${p.projectcode})`,
  sortby: 'projectname',
  needsChoices: true,
  columns: (choices) => [
    { key: 'projectname', label: 'Name', sortable: true, render: (p) => p.projectname },
    { key: 'projectcode', label: 'Code', sortable: true, render: (p) => p.projectcode },
    { key: 'costcenterid', label: 'Cost centre', render: (p) => nameOf(choices.costcenters, p.costcenterid) },
    { key: 'validfrom', label: 'Valid', sortable: true, render: (p) => `${p.validfrom} – ${p.validto || 'open'}` },
    statusColumn(),
  ],
  fetchPage: async (query) => {
    const answer = await api.callOperation(viewProjectWithCorpId, query);
    return { rows: answer.Projects, totalcount: answer.totalcount };
  },
  fields: (choices) => [
    text('projectname', 'Name', true),
    text('projectcode', 'Code', true, 'Unique in the company'),
    { name: 'costcenterid', label: 'Cost centre', kind: 'select', required: true, options: choices.costcenters, description: 'The project takes its department from it' },
    text('validfrom', 'Valid from', false, 'YYYY-MM-DD; today when left empty'),
    text('validto', 'Valid to', false, 'YYYY-MM-DD; open-ended when left empty'),
    STATUS_FIELD,
  ],
  blank: { projectname: '', projectcode: '', costcenterid: '', validfrom: '', validto: '', status: 'active', triptypeid: '', profileids: '' },
  // The trip type and the people a project is open to are kept as they are (no picker here yet).
  toForm: (p) => ({ ...p, profileids: p.profileids.join(',') }),
  toRecord: (f, id) => ({
    ...(id ? { projectid: id } : {}),
    projectname: str(f.projectname),
    projectcode: str(f.projectcode),
    costcenterid: str(f.costcenterid),
    triptypeid: str(f.triptypeid),
    validfrom: str(f.validfrom),
    validto: str(f.validto),
    profileids: str(f.profileids).split(',').filter(Boolean),
    status: str(f.status),
  }),
  addSchema: recordOf(addProject, 'Projects'),
  updateSchema: recordOf(updateProject, 'Projects'),
  addOp: addProject,
  save: async (record, isNew) => {
    const body = { jsondata: { Projects: record as never } };
    await (isNew ? api.callOperation(addProject, body) : api.callOperation(updateProject, body));
  },
  deleteOp: deleteProject,
  // The server refuses a project trips or bookings use, saying how many (ConfirmDelete shows it).
  remove: async (p) => {
    await api.callOperation(deleteProject, { projectid: p.projectid });
  },
};

/** A budget's cost centre is one of its department's (or none: the whole department). */
const budgetCostCentres = (choices: OrgChoices) => (values: Record<string, unknown>) => [
  { value: '', label: 'Whole department' },
  ...choices.costcenters.filter((c) => c.departmentid === values.departmentid),
];

export const budgetSpec: MasterSpec<CorporateBudget> = {
  list: 'budgets',
  title: 'Budgets',
  noun: 'budget',
  rowKey: (b) => b.budgetid,
  describe: (b) => `the ${b.financialyear} budget`,
  sortby: 'financialyear',
  needsChoices: true,
  columns: (choices) => [
    { key: 'financialyear', label: 'Year', sortable: true, render: (b) => b.financialyear },
    { key: 'departmentid', label: 'Department', render: (b) => nameOf(choices.departments, b.departmentid) },
    { key: 'costcenterid', label: 'Cost centre', render: (b) => (b.costcenterid ? nameOf(choices.costcenters, b.costcenterid) : 'Whole department') },
    { key: 'amount', label: 'Amount', sortable: true, render: (b) => formatMoney(parseMinorUnits(b.amount), b.currency) },
    statusColumn(),
  ],
  fetchPage: async (query) => {
    const answer = await api.callOperation(viewBudgetWithCorpId, query);
    return { rows: answer.CorporateBudget, totalcount: answer.totalcount };
  },
  fields: (choices) => [
    { name: 'departmentid', label: 'Department', kind: 'select', required: true, options: choices.departments },
    { name: 'costcenterid', label: 'Cost centre', kind: 'select', optionsFor: budgetCostCentres(choices) },
    text('financialyear', 'Financial year', true, 'April to March, like 2026-27'),
    text('amount', 'Amount (INR)', true, 'Like 2500000.00'),
    STATUS_FIELD,
  ],
  blank: { departmentid: '', costcenterid: '', financialyear: '', amount: '', status: 'active' },
  toForm: (b) => ({ ...b }),
  toRecord: (f, id) => ({
    ...(id ? { budgetid: id } : {}),
    departmentid: str(f.departmentid),
    costcenterid: str(f.costcenterid),
    financialyear: str(f.financialyear),
    amount: str(f.amount),
    status: str(f.status),
  }),
  addSchema: recordOf(addCorporateBudget, 'CorporateBudget'),
  updateSchema: recordOf(updateCorporateBudget, 'CorporateBudget'),
  addOp: addCorporateBudget,
  save: async (record, isNew) => {
    const body = { jsondata: { CorporateBudget: record as never } };
    await (isNew ? api.callOperation(addCorporateBudget, body) : api.callOperation(updateCorporateBudget, body));
  },
};
