import { useCallback, useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { api, errorMessage } from '../../api';
import type { Operation } from '../../contract/operation';
import { formatDate } from '../../domain/format';

export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'date' | 'select';
  options?: readonly { value: string; label: string }[];
  /** Optional fields may be left empty (an ID card without expiry). */
  optional?: boolean;
}

export interface RecordOps {
  getall: Operation;
  add: Operation;
  update: Operation;
  delete: Operation;
}

export interface RecordSectionProps {
  title: string;
  /** One record, as the user calls it: 'ID card'. */
  noun: string;
  ops: RecordOps;
  fields: readonly FieldSpec[];
  /** A rule across fields (a period that reads forwards), checked before sending; the server checks again. */
  validate?: (values: Record<string, string>) => string | null;
}

type Row = Record<string, string> & { recordid: string };

const blank = (fields: readonly FieldSpec[]) =>
  Object.fromEntries(fields.map((f) => [f.name, f.options?.[0]?.value ?? '']));
/** A cell as words: a choice by its label, a date as every screen shows one. */
const shown = (field: FieldSpec, value: string) =>
  field.options?.find((o) => o.value === value)?.label ?? (field.type === 'date' ? formatDate(value) : value);

/**
 * One profile-side master (docs/operations.md): the caller's records in a table, and a form that adds a
 * record or, after Edit, updates it. Every change goes through the server and the list is re-read.
 */
export function RecordSection({ title, noun, ops, fields, validate }: RecordSectionProps) {
  const headingId = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [values, setValues] = useState<Record<string, string>>(() => blank(fields));
  const [editing, setEditing] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const fetchRows = useCallback(
    () => api.callOperation(ops.getall, {} as never).then((answer) => (answer as { list: Row[] }).list),
    [ops],
  );

  useEffect(() => {
    let live = true;
    // A list that cannot be read shows as empty (docs/product.md#error-messages: lists fail silently).
    fetchRows().then(
      (list) => live && setRows(list),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [fetchRows]);

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      const answer = (await call()) as { ApiStatus: { Status: string; Message?: string } };
      if (answer.ApiStatus.Status !== 'OK')
        throw new Error(answer.ApiStatus.Message || `${noun} could not be saved. Please try again.`);
      setMessage({ text: answer.ApiStatus.Message || done, failed: false });
      setRows(await fetchRows());
      return true;
    } catch (error) {
      setMessage({ text: errorMessage(error), failed: true });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = fields.find((f) => !f.optional && !values[f.name]?.trim());
    const problem = missing ? `Please enter ${missing.label}` : (validate?.(values) ?? null);
    if (problem) return setMessage({ text: problem, failed: true });
    const saved = await run(
      () =>
        editing
          ? api.callOperation(ops.update, { recordid: editing, jsondata: values } as never)
          : api.callOperation(ops.add, { jsondata: values } as never),
      editing ? `${noun} updated` : `${noun} added`,
    );
    if (saved) {
      setEditing(null);
      setValues(blank(fields));
    }
  };

  const edit = (row: Row) => {
    setEditing(row.recordid);
    setValues(Object.fromEntries(fields.map((f) => [f.name, row[f.name] ?? ''])));
    setMessage(null);
  };

  const set = (name: string) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };
  const summary = (row: Row) =>
    fields
      .slice(0, 2)
      .map((f) => shown(f, row[f.name] ?? ''))
      .join(' ');

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {message && (
          <Alert role={message.failed ? 'alert' : 'status'} color={message.failed ? 'red' : 'green'} variant="light">
            {message.text}
          </Alert>
        )}
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet.
          </Text>
        ) : (
          <ResponsiveTable striped aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                {fields.map((f) => (
                  <Table.Th key={f.name}>{f.label}</Table.Th>
                ))}
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.recordid}>
                  {fields.map((f) => (
                    <Table.Td data-label={f.label} key={f.name}>
                      {shown(f, row[f.name] ?? '')}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => edit(row)}
                        aria-label={`Edit ${summary(row)}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="red"
                        disabled={busy}
                        onClick={() =>
                          void run(
                            () => api.callOperation(ops.delete, { recordid: row.recordid } as never),
                            `${noun} deleted`,
                          )
                        }
                        aria-label={`Delete ${summary(row)}`}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        )}
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={editing ? `Edit ${noun}` : `Add ${noun}`}>
          <Group align="flex-end" gap="sm">
            {fields.map((f) =>
              f.type === 'select' ? (
                <NativeSelect
                  key={f.name}
                  label={f.label}
                  data={f.options ?? []}
                  value={values[f.name]}
                  onChange={set(f.name)}
                />
              ) : (
                <TextInput key={f.name} label={f.label} type={f.type} value={values[f.name]} onChange={set(f.name)} />
              ),
            )}
            <Button type="submit" loading={busy}>
              {editing ? 'Save' : 'Add'}
            </Button>
            {editing && (
              <Button variant="subtle" onClick={() => (setEditing(null), setValues(blank(fields)))}>
                Cancel
              </Button>
            )}
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
