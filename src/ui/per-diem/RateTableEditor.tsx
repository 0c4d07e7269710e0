import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../api';
import type { LocationGroup } from '../../contract/location-groups/operations';
import type { PerDiemGroup } from '../../contract/per-diem/groups';
import { checkPerDiemRows } from '../../contract/per-diem/rows';
import { useSession } from '../../session/store';
import { ConfirmDelete } from '../components/ConfirmDelete';
import { FormFooter } from '../components/FormFooter';
import { deleteRates, loadRates, saveRates } from './per-diem-api';
import { type CellErrors, type RateDraft, blankDraft, draftErrors, draftOf, inputOf, locationOptions, serverCellError } from './rate-rows';
import { RateRowFields } from './RateRowFields';

export interface RateTableEditorProps {
  plan: PerDiemGroup;
  /** The company's location groups, which rows may be for. */
  groups: LocationGroup[];
  /** After the table was saved or deleted (the plans list shows how many rows each has). */
  onChanged: () => void;
}

/** A plan's rate table, edited as a whole and saved in one call (docs/features/per-diem.md "Screen"). Keyed by the plan. */
export function RateTableEditor({ plan, groups, onChanged }: RateTableEditorProps) {
  const baseCurrency = useSession()?.profilemaster.base_currency ?? 'INR';
  // The rows as last saved: null while loading; none means the first save adds the table.
  const [saved, setSaved] = useState<RateDraft[] | null>(null);
  const [rows, setRows] = useState<RateDraft[]>([]);
  const [errors, setErrors] = useState<CellErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const reload = useCallback(
    () =>
      loadRates(plan.groupid).then(
        (table) => {
          const drafts = table.rows.map(draftOf);
          setSaved(drafts);
          setRows(drafts);
          setErrors({});
          setFailure('');
        },
        (e: unknown) => setFailure(errorMessage(e)),
      ),
    [plan.groupid],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  // Once a save has shown problems, they follow each edit.
  const edit = (next: RateDraft[]) => {
    setRows(next);
    if (Object.keys(errors).length > 0) setErrors(draftErrors(next));
  };
  const save = async () => {
    const checked = checkPerDiemRows(rows.map(inputOf));
    setErrors(draftErrors(rows));
    setFailure(rows.length === 0 ? 'Add at least one rate, or delete the rate table' : '');
    if (rows.length === 0 || checked.problems.length > 0) return;
    setBusy(true);
    try {
      await saveRates(plan.groupid, checked.rows, saved?.length === 0);
      await reload();
      onChanged();
    } catch (e) {
      const cell = serverCellError(errorMessage(e));
      if (cell) setErrors(cell);
      else setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const taken = new Set(rows.map((r) => r.location).filter(Boolean));
  return (
    <Stack>
      <Title order={3}>Rates of {plan.groupname}</Title>
      <Text size="sm" c="dimmed">
        Daily amounts. A place in several location groups gets the highest of their rates; a place in none gets the domestic or international rate.
      </Text>
      {saved === null && !failure ? (
        <Text c="dimmed">Loading rates…</Text>
      ) : (
        <>
          {rows.length === 0 && <Text>No rates yet: people on this plan get the fixed imprest allowances.</Text>}
          {rows.map((draft, index) => (
            <RateRowFields
              key={draft.key}
              index={index}
              draft={draft}
              locations={locationOptions(groups, taken, draft.location)}
              errors={errors}
              onChange={(next) => edit(rows.map((r, i) => (i === index ? next : r)))}
              onRemove={() => edit(rows.filter((_, i) => i !== index))}
            />
          ))}
          <Group justify="space-between">
            <Button variant="light" onClick={() => edit([...rows, blankDraft(baseCurrency)])}>
              Add rate
            </Button>
            {saved !== null && saved.length > 0 && (
              <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                Delete rate table
              </Button>
            )}
          </Group>
          {Object.keys(errors).length > 0 && (
            <Alert color="red" role="alert">
              Some rates need a look: see the fields marked.
            </Alert>
          )}
          <FormFooter error={failure} onCancel={() => void reload()} actionLabel="Save rates" busy={busy} onAction={() => void save()} />
        </>
      )}
      <ConfirmDelete
        what={`the rate table of ${plan.groupname} (the plan and its people stay)`}
        opened={deleting}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          await deleteRates(plan.groupid);
          setDeleting(false);
          await reload();
          onChanged();
        }}
      />
    </Stack>
  );
}
