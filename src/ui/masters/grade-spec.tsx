import { api } from '../../api';
import { type CorporateGrade, addGrade, updateGrade, viewGradeWithCorporateId } from '../../contract/masters/grades';
import type { MasterSpec } from './master-spec';
import { STATUS_FIELD, recordOf, statusColumn, str, text } from './master-columns';

/* Grades (docs/features/masters.md "Grades"): described as departments are (org-specs.tsx). */

export const gradeSpec: MasterSpec<CorporateGrade> = {
  list: 'grades',
  title: 'Grades',
  noun: 'grade',
  rowKey: (g) => g.gradeid,
  describe: (g) => `${g.gradename} (${g.gradecode})`,
  sortby: 'gradename',
  columns: () => [
    { key: 'gradename', label: 'Name', sortable: true, render: (g) => g.gradename },
    { key: 'gradecode', label: 'Code', sortable: true, render: (g) => g.gradecode },
    statusColumn(),
  ],
  fetchPage: async (query) => {
    const answer = await api.callOperation(viewGradeWithCorporateId, query);
    return { rows: answer.CorporateGrade, totalcount: answer.totalcount };
  },
  fields: () => [text('gradename', 'Name', true, 'Like Manager or Director'), text('gradecode', 'Code', true, 'Like M2; unique in the company'), STATUS_FIELD],
  blank: { gradename: '', gradecode: '', status: 'active' },
  toForm: (g) => ({ ...g }),
  toRecord: (f, id) => ({ ...(id ? { gradeid: id } : {}), gradename: str(f.gradename), gradecode: str(f.gradecode), status: str(f.status) }),
  addSchema: recordOf(addGrade, 'CorporateGrade'),
  updateSchema: recordOf(updateGrade, 'CorporateGrade'),
  addOp: addGrade,
  save: async (record, isNew) => {
    const body = { jsondata: { CorporateGrade: record as never } };
    await (isNew ? api.callOperation(addGrade, body) : api.callOperation(updateGrade, body));
  },
};
