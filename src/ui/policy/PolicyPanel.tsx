import { useState } from 'react';
import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type TravelPolicy, addTravelPolicy } from '../../contract/policy/policies';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { MasterFormModal } from '../components/MasterFormModal';
import { useAdminList } from '../shared/use-admin-list';
import { EditPolicyModal } from './EditPolicyModal';
import { PoliciesTable } from './PoliciesTable';
import { addPolicy, deletePolicy, loadPolicies } from './policy-api';
import { PolicyWorkspace } from './PolicyWorkspace';

const NAME_FIELDS = [
  { name: 'name', label: 'Name', kind: 'text' as const, required: true, description: 'Like Executives or Sales team' },
];
const NAME_SCHEMA = addTravelPolicy.request.entries.jsondata;
/** A company's first policy: the name its call to action suggests. */
const FIRST_POLICY_NAME = 'Company policy';

/**
 * Travel Admin → Policy (docs/features/policy.md "Screens"): the company's travel policies, and
 * the one opened: its version in force, its draft with the simulator, its blocked sectors.
 */
export function PolicyPanel({ profileid }: { profileid: string }) {
  const list = useAdminList<TravelPolicy>(profileid, 'travelpolicies', {}, async () => {
    const rows = await loadPolicies();
    return { rows, totalcount: rows.length };
  });
  const [chosen, setChosen] = useState('');
  const [adding, setAdding] = useState<string | null>(null);
  const [editing, setEditing] = useState<TravelPolicy | null>(null);
  const [deleting, setDeleting] = useState<TravelPolicy | null>(null);
  // The default (listed first) is open until another is chosen.
  const current = list.rows.find((p) => p.travelpolicyid === chosen) ?? list.rows[0];
  const empty = !list.loading && !list.error && list.rows.length === 0;

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2}>Travel policies</Title>
        {list.offline && (
          <Alert color="yellow" role="status">
            You are offline: these are the policies from your last visit.
          </Alert>
        )}
        {list.error && (
          <Alert color="red" role="alert">
            {list.error}
          </Alert>
        )}
        {list.loading && list.rows.length === 0 && <Loader size="sm" aria-label="Loading travel policies" />}
        {empty ? (
          <Paper withBorder p="lg">
            <Stack align="flex-start">
              <Text fw={600}>Your company has no travel policy yet.</Text>
              <Text size="sm">
                Create one: it becomes the default for every traveller, with every cabin and no fare limit until you
                change its rules.
              </Text>
              <Button onClick={() => setAdding(FIRST_POLICY_NAME)}>Create the company policy</Button>
            </Stack>
          </Paper>
        ) : (
          list.rows.length > 0 && (
            <>
              <PoliciesTable
                policies={list.rows}
                chosen={current?.travelpolicyid ?? ''}
                onOpen={(p) => setChosen(p.travelpolicyid)}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
              <Button variant="light" onClick={() => setAdding('')} style={{ alignSelf: 'flex-start' }}>
                Add policy
              </Button>
            </>
          )
        )}
      </Stack>
      {current && (
        <PolicyWorkspace key={current.travelpolicyid} profileid={profileid} policy={current} onChanged={list.reload} />
      )}
      <MasterFormModal
        title={list.rows.length === 0 ? 'Create the company policy' : 'Add policy'}
        opened={adding !== null}
        fields={NAME_FIELDS}
        initial={{ name: adding ?? '' }}
        schema={NAME_SCHEMA}
        onClose={() => setAdding(null)}
        onSave={async (values) => {
          const id = await addPolicy(typeof values.name === 'string' ? values.name : '');
          setAdding(null);
          setChosen(id);
          list.reload();
        }}
      />
      <EditPolicyModal
        policy={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
      <ConfirmDelete
        what={
          deleting
            ? `the policy ${deleting.name}, with its versions and blocked sectors (its people fall back to their department’s policy or the default)`
            : ''
        }
        opened={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await deletePolicy(deleting.travelpolicyid);
          setDeleting(null);
          setChosen('');
          list.reload();
        }}
      />
    </Stack>
  );
}
