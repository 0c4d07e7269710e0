import { type FormEvent, useId, useState } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { api } from '../../api';
import { type Passport, addPassport, deletePassport, getPassports, updatePassport } from '../../contract/visas/passports';
import { countryName } from '../../contract/visas/countries';
import { formatDate } from '../../domain/format';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { ScanField } from './ScanField';
import { uploadScan } from './scan-files';
import { useOwnRecords } from './use-own-records';
import { COUNTRY_OPTIONS, PASSPORT_DELETE_FAILED, PASSPORT_SAVE_FAILED } from './visa-texts';

type Values = Omit<Passport, 'recordid' | 'scanfileid'>;
const BLANK: Values = { passportnumber: '', issuingcountry: '', nationality: '', issuedate: '', expirydate: '', placeofissue: '' };
const REQUIRED: [keyof Values, string][] = [
  ['passportnumber', 'Passport number'],
  ['issuingcountry', 'Issuing country'],
  ['nationality', 'Nationality'],
  ['issuedate', 'Issue date'],
  ['expirydate', 'Expiry date'],
  ['placeofissue', 'Place of issue'],
];

/** Profile → Passports (docs/features/visas.md): the caller's passports, each with an optional scan. */
export function PassportSection({ onChanged }: { onChanged?: () => void }) {
  const headingId = useId();
  const { rows, notice, setNotice, busy, run } = useOwnRecords<Passport>(getPassports, onChanged);
  const [values, setValues] = useState<Values>(BLANK);
  const [editing, setEditing] = useState<Passport | null>(null);
  const [file, setFile] = useState<File | null>(null);

  const reset = () => {
    setEditing(null);
    setValues(BLANK);
    setFile(null);
  };
  const set = (name: keyof Values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = REQUIRED.find(([name]) => !values[name].trim());
    if (missing) return setNotice({ text: `Please enter ${missing[1]}`, failed: true });
    if (values.expirydate <= values.issuedate) return setNotice({ text: 'The expiry date must be after the issue date', failed: true });
    const saved = await run(
      async () => {
        const scanfileid = file ? (await uploadScan(file)).fileid : (editing?.scanfileid ?? '');
        const jsondata = { ...values, scanfileid };
        return editing ? api.callOperation(updatePassport, { recordid: editing.recordid, jsondata }) : api.callOperation(addPassport, { jsondata });
      },
      editing ? 'Passport updated' : 'Passport added',
      PASSPORT_SAVE_FAILED,
    );
    if (saved) reset();
  };

  const edit = (row: Passport) => {
    setEditing(row);
    setValues({ passportnumber: row.passportnumber, issuingcountry: row.issuingcountry, nationality: row.nationality, issuedate: row.issuedate, expirydate: row.expirydate, placeofissue: row.placeofissue });
    setFile(null);
    setNotice(null);
  };
  const remove = (row: Passport) =>
    void run(() => api.callOperation(deletePassport, { recordid: row.recordid }), 'Passport deleted', PASSPORT_DELETE_FAILED);

  return (
    <Paper component="section" id="passports" aria-labelledby={headingId} withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Passports
        </Title>
        {notice && (
          <Alert role={notice.failed ? 'alert' : 'status'} color={notice.failed ? 'red' : 'green'} variant="light">
            {notice.text}
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
                <Table.Th>Passport number</Table.Th>
                <Table.Th>Issuing country</Table.Th>
                <Table.Th>Expiry date</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.recordid}>
                  <Table.Td data-label="Passport number">{row.passportnumber}</Table.Td>
                  <Table.Td data-label="Issuing country">{countryName(row.issuingcountry)}</Table.Td>
                  <Table.Td data-label="Expiry date">{formatDate(row.expirydate)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="compact-xs" variant="light" onClick={() => edit(row)} aria-label={`Edit passport ${row.passportnumber}`}>
                        Edit
                      </Button>
                      <Button size="compact-xs" variant="light" color="red" disabled={busy} onClick={() => remove(row)} aria-label={`Delete passport ${row.passportnumber}`}>
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        )}
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={editing ? 'Edit passport' : 'Add passport'}>
          <Group align="flex-end" gap="sm">
            <TextInput label="Passport number" value={values.passportnumber} onChange={set('passportnumber')} maxLength={30} />
            <NativeSelect label="Issuing country" data={COUNTRY_OPTIONS} value={values.issuingcountry} onChange={set('issuingcountry')} maw={260} />
            <NativeSelect label="Nationality" data={COUNTRY_OPTIONS} value={values.nationality} onChange={set('nationality')} maw={260} />
            <TextInput label="Issue date" type="date" value={values.issuedate} onChange={set('issuedate')} />
            <TextInput label="Expiry date" type="date" value={values.expirydate} onChange={set('expirydate')} />
            <TextInput label="Place of issue" value={values.placeofissue} onChange={set('placeofissue')} maxLength={80} />
            <ScanField
              label="Passport scan (optional)"
              file={file}
              onFile={setFile}
              current={editing?.scanfileid ?? ''}
              onOpenFailed={(text) => setNotice({ text, failed: true })}
            />
            <Button type="submit" loading={busy}>
              {editing ? 'Save' : 'Add'}
            </Button>
            {editing && (
              <Button variant="subtle" onClick={reset}>
                Cancel
              </Button>
            )}
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
