import { useState } from 'react';
import { Checkbox, Modal, Stack, Textarea } from '@mantine/core';
import { errorMessage } from '../../api';
import { BlockSectorInputSchema } from '../../contract/policy/operations';
import { placeProblem } from '../../contract/policy/rule-fields';
import { FormFooter } from '../components/FormFooter';
import { type FieldErrors, fieldErrorsOf, serverFieldError } from '../components/master-form-errors';
import { type SectorForm, sectorRecord } from './blocked-sector-list';
import { PlaceField } from './PlaceField';
import type { Choice } from './policy-api';
import { spoken } from './field-words';

export interface BlockedSectorModalProps {
  travelpolicyid: string;
  /** The sector edited (a blank one to add); null while closed. */
  editing: { form: SectorForm; recordid: string } | null;
  groups: readonly Choice[];
  onClose: () => void;
  /** Throws the server's refusal; one naming a field shows under it. */
  onSave: (form: SectorForm, recordid: string) => Promise<void>;
}

const FIELDS = ['origin', 'destination', 'reason'];

/** Add or edit one blocked sector, its ends picked as a fare cap's are. */
export function BlockedSectorModal({ editing, onClose, ...props }: BlockedSectorModalProps) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.recordid ? 'Edit blocked sector' : 'Add blocked sector'}
      centered
      size="lg"
    >
      {editing && (
        <SectorFormFields
          key={editing.recordid}
          initial={editing.form}
          recordid={editing.recordid}
          onClose={onClose}
          {...props}
        />
      )}
    </Modal>
  );
}

type FieldsProps = Omit<BlockedSectorModalProps, 'editing'> & { initial: SectorForm; recordid: string };

function SectorFormFields({ travelpolicyid, initial, recordid, groups, onClose, onSave }: FieldsProps) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const check = (next: SectorForm) => {
    const record = sectorRecord(travelpolicyid, next);
    const errors = fieldErrorsOf(BlockSectorInputSchema, { ...record });
    // The schema reads the ends only once the rest is well formed; every problem shows at once.
    for (const end of ['origin', 'destination'] as const) {
      const problem = placeProblem(end, record[`${end}type`], record[end]);
      if (problem && !errors[end]) errors[end] = problem;
    }
    return errors;
  };
  const set = (patch: Partial<SectorForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (Object.keys(errors).length > 0) setErrors(check(next));
  };
  const save = async () => {
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure('');
    try {
      await onSave(form, recordid);
    } catch (e) {
      const named = serverFieldError(errorMessage(e), FIELDS);
      if (named) setErrors(named);
      else setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack>
        <PlaceField
          label="From"
          type={form.origintype}
          value={form.origin}
          name={form.originname}
          groups={groups}
          onChange={(origintype, origin) => set({ origintype, origin, originname: '' })}
          error={spoken(errors.origin)}
        />
        <PlaceField
          label="To"
          type={form.destinationtype}
          value={form.destination}
          name={form.destinationname}
          groups={groups}
          onChange={(destinationtype, destination) => set({ destinationtype, destination, destinationname: '' })}
          error={spoken(errors.destination)}
        />
        <Checkbox
          label="Both ways (also block the return flight)"
          checked={form.bothways}
          onChange={(e) => set({ bothways: e.currentTarget.checked })}
        />
        <Textarea
          label="Reason"
          description="Shown to the traveller"
          required
          autosize
          minRows={2}
          value={form.reason}
          onChange={(e) => set({ reason: e.currentTarget.value })}
          error={spoken(errors.reason)}
        />
        <FormFooter error={failure} onCancel={onClose} actionLabel="Save" busy={busy} />
      </Stack>
    </form>
  );
}
