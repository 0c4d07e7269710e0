import { useCallback, useMemo, useState } from 'react';
import { Badge } from '@mantine/core';
import { api } from '../../api';
import { DEFAULT_PAGE_SIZE, type MasterListQuery } from '../../contract/masters/list-query';
import { type BillableCustomer, addBillableCustomer, getBillableCustomers, updateBillableCustomer } from '../../contract/masters/billable-customers';
import { MasterFormModal, type MasterField, type MasterFieldValue } from '../components/MasterFormModal';
import { type MasterColumn, MasterTable } from '../components/MasterTable';
import { localPage } from './local-page';
import { useAdminList } from '../shared/use-admin-list';

const FIRST_QUERY: MasterListQuery = { searchtext: '', sortby: 'name', sortorder: 'asc', pageno: 1, pagesize: DEFAULT_PAGE_SIZE };
const ALL = { includeinactive: true };
const NEW_CUSTOMER: Record<string, MasterFieldValue> = { name: '', code: '', gstin: '', active: true };

const FIELDS: MasterField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'code', label: 'Code', kind: 'text', required: true, description: 'Your own reference, unique in the company' },
  { name: 'gstin', label: 'GST number', kind: 'text' },
  { name: 'active', label: 'Active (offered in trip and booking forms)', kind: 'checkbox' },
];

const columns: MasterColumn<BillableCustomer>[] = [
  { key: 'name', label: 'Name', sortable: true, render: (c) => c.name },
  { key: 'code', label: 'Code', sortable: true, render: (c) => c.code },
  { key: 'gstin', label: 'GST number', render: (c) => c.gstin || '—' },
  {
    key: 'active',
    label: 'Status',
    render: (c) => (
      <Badge color={c.active ? 'green' : 'gray'} variant="light">
        {c.active ? 'Active' : 'Retired'}
      </Badge>
    ),
  },
];

const sortValue = (c: BillableCustomer, column: string) => (column === 'code' ? c.code : c.name);

/** Finance Admin → Billable customers: the company's customers, retired ones included (docs/features/masters.md). */
export function BillableCustomersPanel({ profileid }: { profileid: string }) {
  const [query, setQuery] = useState(FIRST_QUERY);
  const [editing, setEditing] = useState<Record<string, MasterFieldValue> | null>(null);
  const list = useAdminList(profileid, 'billablecustomers', ALL, async () => {
    const answer = await api.callOperation(getBillableCustomers, ALL);
    return { rows: answer.list, totalcount: answer.list.length };
  });
  const page = useMemo(() => localPage(list.rows, query, (c) => [c.name, c.code], sortValue), [list.rows, query]);
  const onQueryChange = useCallback((next: MasterListQuery) => setQuery(next), []);
  const isNew = editing !== null && editing.customerid === undefined;

  const save = async (values: Record<string, MasterFieldValue>) => {
    const fields = { name: String(values.name), code: String(values.code), gstin: String(values.gstin), active: values.active === true };
    if (isNew) await api.callOperation(addBillableCustomer, { jsondata: { BillableCustomer: fields } });
    else await api.callOperation(updateBillableCustomer, { jsondata: { BillableCustomer: { customerid: String(editing?.customerid), ...fields } } });
    setEditing(null);
    list.reload();
  };

  return (
    <>
      <MasterTable
        title="Billable customers"
        columns={columns}
        rows={page.rows}
        rowKey={(c) => c.customerid}
        totalcount={page.totalcount}
        query={query}
        onQueryChange={onQueryChange}
        loading={list.loading}
        offline={list.offline}
        error={list.error}
        emptyText="No billable customers yet."
        onAdd={() => setEditing(NEW_CUSTOMER)}
        addLabel="Add customer"
        onEdit={(c) => setEditing({ ...c })}
        describe={(c) => `${c.name} (${c.code})`}
      />
      <MasterFormModal
        title={isNew ? 'Add billable customer' : 'Edit billable customer'}
        opened={editing !== null}
        fields={FIELDS}
        initial={editing ?? NEW_CUSTOMER}
        schema={addBillableCustomer.request.entries.jsondata.entries.BillableCustomer}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </>
  );
}
