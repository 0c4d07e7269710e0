import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { api } from '../../api';
import { type Passport, getPassports } from '../../contract/visas/passports';
import { VISA_ENTRIES, VISA_TYPES, type Visa, type VisaInput, addVisa, deleteVisa, getVisas, updateVisa } from '../../contract/visas/visa-records';
import { ScanField } from './ScanField';
import { openScan, uploadScan } from './scan-files';
import { useOwnRecords } from './use-own-records';
import { VisaTable } from './VisaTable';
import { COUNTRY_OPTIONS, VISA_DELETE_FAILED, VISA_SAVE_FAILED } from './visa-texts';

type Values = Omit<VisaInput, 'scanfileid'>;
const BLANK: Values = { country: '', visatype: 'Business', visanumber: '', entries: 'single', validfrom: '', validto: '', passportrecordid: '' };
const REQUIRED: [keyof Values, string][] = [
  ['country', 'Country'],
  ['visanumber', 'Visa number'],
  ['validfrom', 'Valid from'],
  ['validto', 'Valid to'],
];
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));

/**
 * Profile → Visas (docs/features/visas.md): the caller's visas with their scans; a travel admin
 * verifies each. `passportsVersion` changes when the Passports section changes, so the passport
 * choice stays current.
 */
export function VisaSection({ passportsVersion = 0 }: { passportsVersion?: number }) {
  const headingId = useId();
  const { rows, notice, setNotice, busy, run } = useOwnRecords<Visa>(getVisas);
  const [passports, setPassports] = useState<Passport[]>([]);
  const [values, setValues] = useState<Values>(BLANK);
  const [editing, setEditing] = useState<Visa | null>(null);
  const [file, setFile] = useState<File | null>(null);

  useEffect(() => {
    let live = true;
    api.callOperation(getPassports, {}).then(
      (answer) => live && setPassports(answer.list ?? []),
      () => live && setPassports([]),
    );
    return () => {
      live = false;
    };
  }, [passportsVersion]);

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
    const problem = missing
      ? `Please enter ${missing[1]}`
      : !editing && !file
        ? 'Please choose the visa scan (an image or a PDF)'
        : values.validto <= values.validfrom
          ? 'Valid to must be after valid from'
          : null;
    if (problem) return setNotice({ text: problem, failed: true });
    const saved = await run(
      async () => {
        // On an edit, no new file keeps the stored scan ('').
        const scanfileid = file ? (await uploadScan(file)).fileid : '';
        return editing
          ? api.callOperation(updateVisa, { recordid: editing.recordid, jsondata: { ...values, scanfileid } })
          : api.callOperation(addVisa, { jsondata: { ...values, scanfileid } });
      },
      editing ? 'Visa updated' : 'Visa added',
      VISA_SAVE_FAILED,
    );
    if (saved) reset();
  };

  const edit = (v: Visa) => {
    setEditing(v);
    setValues({ country: v.country, visatype: v.visatype, visanumber: v.visanumber, entries: v.entries, validfrom: v.validfrom, validto: v.validto, passportrecordid: v.passportrecordid });
    setFile(null);
    setNotice(null);
  };
  const passportOptions = [{ value: '', label: 'Not named' }, ...passports.map((p) => ({ value: p.recordid, label: p.passportnumber }))];
  const openFailed = (text: string) => setNotice({ text, failed: true });

  return (
    <Paper component="section" id="visas" aria-labelledby={headingId} withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Visas
        </Title>
        <Text size="sm" c="dimmed">
          A travel admin verifies each visa against its scan. Changing the country, dates, number or scan of a checked visa sends it back for verification.
        </Text>
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
          <VisaTable
            rows={rows}
            labelledBy={headingId}
            busy={busy}
            onEdit={edit}
            onDelete={(v) => void run(() => api.callOperation(deleteVisa, { recordid: v.recordid }), 'Visa deleted', VISA_DELETE_FAILED)}
            onOpenScan={(v) => void openScan(v.scanfileid).catch((e: Error) => openFailed(e.message))}
          />
        )}
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={editing ? 'Edit visa' : 'Add visa'}>
          <Group align="flex-end" gap="sm">
            <NativeSelect label="Country" data={COUNTRY_OPTIONS} value={values.country} onChange={set('country')} maw={260} />
            <NativeSelect label="Visa type" data={[...VISA_TYPES]} value={values.visatype} onChange={set('visatype')} />
            <TextInput label="Visa number" value={values.visanumber} onChange={set('visanumber')} maxLength={30} />
            <NativeSelect label="Entries" data={choices(VISA_ENTRIES)} value={values.entries} onChange={set('entries')} />
            <TextInput label="Valid from" type="date" value={values.validfrom} onChange={set('validfrom')} />
            <TextInput label="Valid to" type="date" value={values.validto} onChange={set('validto')} />
            <NativeSelect label="Passport" data={passportOptions} value={values.passportrecordid} onChange={set('passportrecordid')} />
            <ScanField label={editing ? 'Visa scan (new file replaces it)' : 'Visa scan'} file={file} onFile={setFile} current={editing?.scanfileid ?? ''} onOpenFailed={openFailed} />
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
