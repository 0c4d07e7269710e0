import { useState } from 'react';
import { Checkbox, Modal, Select, Stack, TagsInput, TextInput, Textarea } from '@mantine/core';
import * as v from 'valibot';
import { errorMessage } from '../../api';
import { CUSTOM_FIELD_TYPES, type CustomFieldType } from '../../contract/custom-fields/channels';
import { CustomFieldInputSchema } from '../../contract/custom-fields/fields';
import type { FieldDraft, ScopeChoice } from './custom-fields-api';
import { FormFooter } from '../components/FormFooter';

const TYPE_LABELS: Record<CustomFieldType, string> = { text: 'Text', number: 'Number', date: 'Date', list: 'List', yesno: 'Yes / No' };

export interface CustomFieldFormModalProps {
  /** null = closed. */
  draft: FieldDraft | null;
  title: string;
  onClose: () => void;
  /** Throws the server's refusal, shown in the form. */
  onSave: (draft: FieldDraft) => Promise<void>;
  /** What a field may be limited to; a stored id no longer listed is still offered, so editing never drops it. */
  scopes: { triptypes: readonly ScopeChoice[]; categories: readonly ScopeChoice[] };
}

/** The choices of a scope picker: "every …" first, then the company's, then a stored id it no longer lists. */
function scopeData(every: string, choices: readonly ScopeChoice[], current: string): ScopeChoice[] {
  const listed = choices.some((c) => c.value === current);
  return [{ value: '', label: every }, ...choices, ...(current && !listed ? [{ value: current, label: `${current} (no longer listed)` }] : [])];
}

/** Add or edit one field; checked with the contract's own schema before it is sent. */
export function CustomFieldFormModal({ draft, title, onClose, onSave, scopes }: CustomFieldFormModalProps) {
  return (
    <Modal opened={draft !== null} onClose={onClose} title={title} centered>
      {draft && <FieldForm initial={draft} onClose={onClose} onSave={onSave} scopes={scopes} />}
    </Modal>
  );
}

function FieldForm({ initial, onClose, onSave, scopes }: Omit<CustomFieldFormModalProps, 'draft' | 'title'> & { initial: FieldDraft }) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof FieldDraft>(key: K, value: FieldDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    const checked = v.safeParse(CustomFieldInputSchema, draft);
    if (!checked.success) return setError(checked.issues[0].message);
    setBusy(true);
    setError('');
    try {
      await onSave(draft);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={draft.label || 'Custom field'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack>
        <TextInput label="Label" withAsterisk value={draft.label} onChange={(e) => set('label', e.currentTarget.value)} />
        <Select
          label="Type"
          withAsterisk
          allowDeselect={false}
          data={CUSTOM_FIELD_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          value={draft.fieldtype}
          onChange={(t) => t && set('fieldtype', t as CustomFieldType)}
        />
        {draft.fieldtype === 'list' && (
          <TagsInput label="Choices" description="Press Enter after each choice" withAsterisk value={draft.options} onChange={(o) => set('options', o)} />
        )}
        <Checkbox label="Required" checked={draft.required} onChange={(e) => set('required', e.currentTarget.checked)} />
        <Textarea label="Help text" value={draft.helptext} onChange={(e) => set('helptext', e.currentTarget.value)} />
        <Select
          label="Only for trip type"
          allowDeselect={false}
          data={scopeData('Every trip type', scopes.triptypes, draft.triptypeid)}
          value={draft.triptypeid}
          onChange={(id) => set('triptypeid', id ?? '')}
        />
        <Select
          label="Only for expense category"
          allowDeselect={false}
          searchable
          data={scopeData('Every category', scopes.categories, draft.categoryid)}
          value={draft.categoryid}
          onChange={(id) => set('categoryid', id ?? '')}
        />
        <FormFooter error={error} onCancel={onClose} actionLabel="Save" busy={busy} />
      </Stack>
    </form>
  );
}
