import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { errorMessage } from '../../api';
import { ALL_CUSTOM_FIELD_CHANNELS, type AnyCustomFieldChannel } from '../../contract/custom-fields/channels';
import type { GenericCustomField } from '../../contract/custom-fields/fields';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { CustomFieldFormModal } from './CustomFieldFormModal';
import { type FieldDraft, type ScopeChoice, blankField, loadAllFields, loadScopeChoices, moved, removeField, saveField, saveOrder } from './custom-fields-api';


const nameIn = (choices: readonly ScopeChoice[], id: string) => choices.find((c) => c.value === id)?.label ?? id;

/** "Domestic trips, Meals (MEAL)" or "All": what a field is limited to, by name. */
function scopeText(f: GenericCustomField, scopes: { triptypes: readonly ScopeChoice[]; categories: readonly ScopeChoice[] }): string {
  const parts = [f.triptypeid && `${nameIn(scopes.triptypes, f.triptypeid)} trips`, f.categoryid && nameIn(scopes.categories, f.categoryid)];
  return parts.filter(Boolean).join(', ') || 'All';
}

/** Travel Admin → Custom fields: pick a channel, then add, edit, reorder and delete its fields. */
export function CustomFieldsPanel() {
  const [channel, setChannel] = useState<AnyCustomFieldChannel>('createtrip');
  const [all, setAll] = useState<GenericCustomField[] | null>(null);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<{ draft: FieldDraft; fieldid: string | null } | null>(null);
  const [deleting, setDeleting] = useState<GenericCustomField | null>(null);
  const [scopes, setScopes] = useState<{ triptypes: ScopeChoice[]; categories: ScopeChoice[] }>({ triptypes: [], categories: [] });

  const reload = useCallback(() => {
    loadAllFields().then(
      (fields) => {
        setAll(fields);
        setError('');
      },
      (e: unknown) => setError(errorMessage(e)),
    );
  }, []);
  useEffect(reload, [reload]);
  // Without them the pickers still offer "every" and keep a field's stored scope.
  useEffect(() => {
    loadScopeChoices().then(setScopes, () => undefined);
  }, []);

  const fields = (all ?? []).filter((f) => f.channel === channel);
  const move = async (index: number, by: -1 | 1) => {
    try {
      await saveOrder(channel, moved(fields.map((f) => f.fieldid), index, by));
    } catch (e) {
      setError(errorMessage(e));
    }
    reload();
  };

  return (
    <Stack>
      <Group align="flex-end">
        <Select
          label="Channel"
          searchable
          allowDeselect={false}
          data={[...ALL_CUSTOM_FIELD_CHANNELS]}
          value={channel}
          onChange={(c) => c && setChannel(c as AnyCustomFieldChannel)}
        />
        <Button onClick={() => setEditing({ draft: blankField(channel), fieldid: null })}>Add field</Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {all !== null && fields.length === 0 && <Text c="dimmed">No custom fields on this channel yet.</Text>}
      {fields.length > 0 && (
        <ResponsiveTable aria-label={`Custom fields of ${channel}`} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Label</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Required</Table.Th>
              <Table.Th>Scope</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((f, i) => (
              <Table.Tr key={f.fieldid}>
                <Table.Td data-label="Label">{f.label}</Table.Td>
                <Table.Td data-label="Type">{f.fieldtype === 'list' ? `list (${f.options.join(', ')})` : f.fieldtype}</Table.Td>
                <Table.Td data-label="Required">{f.required ? 'Yes' : 'No'}</Table.Td>
                <Table.Td data-label="Scope">{scopeText(f, scopes)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ActionIcon variant="default" aria-label={`Move ${f.label} up`} disabled={i === 0} onClick={() => void move(i, -1)}>
                      ↑
                    </ActionIcon>
                    <ActionIcon variant="default" aria-label={`Move ${f.label} down`} disabled={i === fields.length - 1} onClick={() => void move(i, 1)}>
                      ↓
                    </ActionIcon>
                    <Button size="xs" variant="default" aria-label={`Edit ${f.label}`} onClick={() => setEditing({ draft: { ...f, channel }, fieldid: f.fieldid })}>
                      Edit
                    </Button>
                    <Button size="xs" variant="default" color="red" aria-label={`Delete ${f.label}`} onClick={() => setDeleting(f)}>
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      <CustomFieldFormModal
        title={editing?.fieldid ? 'Edit field' : 'New field'}
        draft={editing?.draft ?? null}
        onClose={() => setEditing(null)}
        scopes={scopes}
        onSave={async (draft) => {
          await saveField(draft, editing?.fieldid ?? null);
          setEditing(null);
          reload();
        }}
      />
      <ConfirmDelete
        what={`the field "${deleting?.label ?? ''}"`}
        opened={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await removeField(deleting.fieldid);
          setDeleting(null);
          reload();
        }}
      />
    </Stack>
  );
}
