import { useState } from 'react';
import { Button } from '@mantine/core';
import type { PerDiemGroup } from '../../contract/per-diem/groups';
import { type MasterFieldValue, MasterFormModal } from '../components/MasterFormModal';
import { type MasterColumn, MasterTable } from '../components/MasterTable';
import { useMasterList } from '../shared/use-master-list';
import { BLANK_PLAN, PLAN_FIELDS, planFormSchema, planPage, planRecord } from './plan-list';
import { loadPlans, savePlan } from './per-diem-api';

export interface PlansTableProps {
  profileid: string;
  /** Opens a plan's rates and people. */
  onChoose: (groupid: string) => void;
  /** After a plan was added or renamed. */
  onChanged: () => void;
}

/** The company's per-diem plans on the admin console's table: add, edit, and an Open button per plan. */
export function PlansTable({ profileid, onChoose, onChanged }: PlansTableProps) {
  // The edited plan's form values and id ('' = a new plan); null while the form is closed.
  const [editing, setEditing] = useState<{ values: Record<string, MasterFieldValue>; id: string } | null>(null);
  const list = useMasterList(profileid, 'perdiemplans', 'groupname', async (query) => planPage(await loadPlans(), query));

  const columns: MasterColumn<PerDiemGroup>[] = [
    { key: 'groupname', label: 'Plan', sortable: true, render: (p) => p.groupname },
    { key: 'description', label: 'Description', sortable: true, render: (p) => p.description || '—' },
    { key: 'ratecount', label: 'Rates', render: (p) => p.ratecount },
    { key: 'mappedcount', label: 'People', render: (p) => p.mappedcount },
    {
      key: 'open',
      label: '',
      render: (p) => (
        <Button size="xs" variant="subtle" aria-label={`Rates and people of ${p.groupname}`} onClick={() => onChoose(p.groupid)}>
          Rates and people
        </Button>
      ),
    },
  ];

  return (
    <>
      <MasterTable
        title="Per-diem plans"
        columns={columns}
        rowKey={(p) => p.groupid}
        {...list.table}
        emptyText="No per-diem plans yet."
        onAdd={() => setEditing({ values: BLANK_PLAN, id: '' })}
        addLabel="Add plan"
        onEdit={(p) => setEditing({ values: { groupname: p.groupname, description: p.description }, id: p.groupid })}
        describe={(p) => `the plan ${p.groupname}`}
      />
      <MasterFormModal
        title={editing?.id ? 'Edit plan' : 'Add plan'}
        opened={editing !== null}
        fields={PLAN_FIELDS}
        initial={editing?.values ?? BLANK_PLAN}
        schema={planFormSchema(editing?.id ?? '')}
        onClose={() => setEditing(null)}
        onSave={async (values) => {
          await savePlan(planRecord(values, editing?.id ?? ''));
          setEditing(null);
          list.reload();
          onChanged();
        }}
      />
    </>
  );
}
