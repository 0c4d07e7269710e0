import { useState } from 'react';
import { Checkbox, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import type * as v from 'valibot';
import { errorMessage } from '../../api';
import { type FieldErrors, fieldErrorsOf, serverFieldError } from './master-form-errors';
import { FormFooter } from './FormFooter';

export type MasterFieldValue = string | boolean;

export interface MasterField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'select' | 'checkbox';
  required?: boolean;
  /** For 'select'. */
  options?: { value: string; label: string }[];
  /** For a 'select' whose choices follow another field (a budget's cost centres: its department's). */
  optionsFor?: (values: Record<string, MasterFieldValue>) => { value: string; label: string }[];
  description?: string;
}

export interface MasterFormModalProps {
  title: string;
  opened: boolean;
  fields: MasterField[];
  initial: Record<string, MasterFieldValue>;
  /** The record's contract schema: the same checks as the server, named by field. */
  schema: v.GenericSchema;
  onClose: () => void;
  /** Throws the server's refusal; one naming a field shows under that field. */
  onSave: (values: Record<string, MasterFieldValue>) => Promise<void>;
}

/** The contract words a problem with the wire name ("messagetitle is required"); the form says the label. */
const labelled = (error: string | undefined, field: MasterField) => error?.replace(new RegExp(`^${field.name}\\b`), field.label);

/** Add or edit one record; the form is made afresh each time the modal opens. */
export function MasterFormModal({ title, opened, onClose, ...form }: MasterFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <MasterForm {...form} onClose={onClose} />
    </Modal>
  );
}

/** Errors show under their field as the user leaves it, and under every field on save. */
function MasterForm({ fields, initial, schema, onClose, onSave }: Omit<MasterFormModalProps, 'title' | 'opened'>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const check = (next: Record<string, MasterFieldValue>, shown: Set<string>) => {
    const all = fieldErrorsOf(schema, next);
    setErrors(Object.fromEntries(Object.entries(all).filter(([name]) => shown.has(name))));
    return all;
  };
  const change = (name: string, value: MasterFieldValue) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (touched.has(name)) check(next, touched);
  };
  const leave = (name: string) => {
    const shown = new Set(touched).add(name);
    setTouched(shown);
    check(values, shown);
  };
  const save = async () => {
    const shown = new Set(fields.map((f) => f.name));
    setTouched(shown);
    if (Object.keys(check(values, shown)).length > 0) return;
    setBusy(true);
    setFailure('');
    try {
      await onSave(values);
    } catch (error) {
      const message = errorMessage(error);
      const named = serverFieldError(
        message,
        fields.map((f) => f.name),
      );
      if (named) setErrors(named);
      else setFailure(message);
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
        {fields.map((f) => {
          const common = {
            label: f.label,
            required: f.required,
            error: labelled(errors[f.name], f),
            description: f.description,
            onBlur: () => leave(f.name),
          };
          const text = typeof values[f.name] === 'string' ? (values[f.name] as string) : '';
          if (f.kind === 'checkbox')
            return (
              <Checkbox
                key={f.name}
                label={f.label}
                checked={values[f.name] === true}
                onChange={(e) => change(f.name, e.currentTarget.checked)}
              />
            );
          if (f.kind === 'select')
            return (
              <Select
                key={f.name}
                {...common}
                data={f.optionsFor?.(values) ?? f.options ?? []}
                value={text || null}
                onChange={(value) => change(f.name, value ?? '')}
                searchable
              />
            );
          if (f.kind === 'textarea')
            return (
              <Textarea
                key={f.name}
                {...common}
                autosize
                minRows={3}
                value={text}
                onChange={(e) => change(f.name, e.currentTarget.value)}
              />
            );
          return (
            <TextInput key={f.name} {...common} value={text} onChange={(e) => change(f.name, e.currentTarget.value)} />
          );
        })}
        <FormFooter error={failure} onCancel={onClose} actionLabel="Save" busy={busy} />
      </Stack>
    </form>
  );
}
