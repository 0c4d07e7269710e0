import type { MasterListQuery } from '../../contract/masters/list-query';
import type { Operation } from '../../contract/operation';
import type * as v from 'valibot';
import type { MasterField, MasterFieldValue } from '../components/MasterFormModal';
import type { MasterColumn } from '../components/MasterTable';
import type { OrgChoices } from './use-org-choices';

export type FormValues = Record<string, MasterFieldValue>;

/**
 * What one master is to the console (docs/features/masters.md "Screens"): its list call, columns,
 * form and the calls that change it. MasterPanel draws every master from one of these.
 */
export interface MasterSpec<Row> {
  /** The offline cache's name of the list. */
  list: string;
  /** The table's title ("Departments") and the record's noun ("department"). */
  title: string;
  noun: string;
  rowKey: (row: Row) => string;
  describe: (row: Row) => string;
  /** The default sort (a sortable column's key). */
  sortby: string;
  /** The choices name the parents a row refers to by id (a budget's department). */
  columns: (choices: OrgChoices) => MasterColumn<Row>[];
  /** One page of the list as the server answers it. */
  fetchPage: (query: MasterListQuery) => Promise<{ rows: Row[]; totalcount: number }>;
  /** Whether the form or columns need the departments and cost centres (loaded with the panel and as the form opens). */
  needsChoices?: boolean;
  fields: (choices: OrgChoices) => MasterField[];
  blank: FormValues;
  /** A row as form values (edit). */
  toForm: (row: Row) => FormValues;
  /** Form values as the call's record; `id` is the edited row's, '' for a new one. */
  toRecord: (values: FormValues, id: string) => Record<string, unknown>;
  /** The record's contract schemas: the form checks what the server will. */
  addSchema: v.GenericSchema;
  updateSchema: v.GenericSchema;
  /** The calls; a user whose role may not make one sees no button for it. */
  addOp: Operation;
  /** False for a master that has no update call (popular places: delete and add again). */
  editable?: boolean;
  save: (record: Record<string, unknown>, isNew: boolean) => Promise<void>;
  deleteOp?: Operation;
  remove?: (row: Row) => Promise<void>;
  /** One more per-row action (verify a vehicle). */
  rowAction?: { op: Operation; label: (row: Row) => string; run: (row: Row) => Promise<void> };
}
