import { useEffect, useState } from 'react';
import {
  Alert,
  FileInput,
  Modal,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { errorMessage } from '../../api';
import type { ExpenseLine } from '../../contract/expenses/line-shape';
import { CustomFieldsSection } from '../components/CustomFieldsSection';
import { FormFooter } from '../components/FormFooter';
import { useCustomFields } from '../components/use-custom-fields';
import { usePhoneLayout } from '../shared/use-phone-layout';
import { clearableOnPhone } from './clearable-on-phone';
import { saveExpenseLine } from './expense-lines-api';
import { EMPTY_MASTERS, lineFormMastersOrKept, tripLabel } from './expense-masters-api';
import { type EditableLineType, type LineFormState, lineFormProblem, lineInputOf } from './line-form';
import { LineSaveResult, needsAttention } from './LineSaveResult';
import { LineTypeFields } from './LineTypeFields';
import { prepareReceiptReader } from './ocr/read-receipt';
import { PREFILL_FIELDS, type PrefillField, useReceiptPrefill } from './receipt-prefill';
import { useLoaded } from './use-loaded';

export interface LineFormModalProps {
  initial: LineFormState;
  /** The stored line being changed: what the server found on its last save (look-alikes, policy) shows. */
  line?: ExpenseLine;
  onClose: () => void;
  /** The line is saved on this device and queued; the lists show it from there. */
  onSaved: () => void;
}

/** Adds or changes one line; mounted per use, so each new line gets a fresh id. */
export function LineFormModal({ initial, line, onClose, onSaved }: LineFormModalProps) {
  const phone = usePhoneLayout();
  const { value: masters, error: mastersError } = useLoaded(lineFormMastersOrKept, EMPTY_MASTERS);
  const [form, setForm] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The receipt fills only what the user has not typed: a stored line's values count as typed, the
  // date a new line starts with (today) does not.
  const [typed, setTyped] = useState<ReadonlySet<PrefillField>>(
    () => new Set(PREFILL_FIELDS.filter((f) => initial[f] && (f !== 'expensedate' || initial.categoryid))),
  );
  const fill = (change: Partial<LineFormState>) => setForm((current) => ({ ...current, ...change }));
  const set = (change: Partial<LineFormState>) => {
    const fields = PREFILL_FIELDS.filter((field) => field in change);
    if (fields.length > 0) setTyped((current) => new Set([...current, ...fields]));
    fill(change);
  };
  const receipt = useReceiptPrefill(files, typed, fill);
  // The company's own fields: mileage has its channel, every other line the expense one.
  const custom = useCustomFields(form.linetype === 'mileage' ? 'mileageexpense' : 'expense', { categoryid: form.categoryid, tripid: form.tripid }, true, line?.customfields);
  // Starting the reader (worker, core, model) takes longer than a read: begin before a photo is picked.
  useEffect(() => {
    if (initial.linetype === 'expense') prepareReceiptReader();
  }, [initial.linetype]);

  const save = async () => {
    const missing = lineFormProblem(form) ?? custom.validate();
    if (missing) return setProblem(missing);
    setBusy(true);
    setProblem(null);
    try {
      await saveExpenseLine({ ...lineInputOf(form), customfields: custom.answers }, files);
      onSaved();
    } catch (e) {
      setProblem(errorMessage(e));
      setBusy(false);
    }
  };

  const title = initial.categoryid ? 'Change expense' : 'Add expense';
  return (
    <Modal opened onClose={onClose} title={title} fullScreen={phone} size="lg">
      <Stack>
        {mastersError && <Alert color="red">{mastersError}</Alert>}
        <SegmentedControl
          aria-label="Line type"
          value={form.linetype}
          onChange={(value) => set({ linetype: value as EditableLineType })}
          data={[
            { value: 'expense', label: 'Expense' },
            { value: 'mileage', label: 'Mileage' },
            { value: 'perdiem', label: 'Per diem' },
          ]}
        />
        <Select
          label="Category"
          required
          searchable
          value={form.categoryid || null}
          data={masters.categories.map((c) => ({ value: c.categoryid, label: c.categoryname }))}
          onChange={(value) => set({ categoryid: value ?? '' })}
        />
        <TextInput
          label="Date"
          required
          type="date"
          value={form.expensedate}
          onChange={(e) => set({ expensedate: e.currentTarget.value })}
        />
        <TextInput
          label="Merchant"
          maxLength={120}
          value={form.merchant}
          onChange={(e) => set({ merchant: e.currentTarget.value })}
        />
        <LineTypeFields form={form} set={set} vehicles={masters.vehicles} />
        <Select
          label="Trip"
          required={form.linetype === 'perdiem'}
          clearable
          {...clearableOnPhone(phone)}
          searchable
          value={form.tripid || null}
          data={masters.trips.map((t) => ({ value: t.tripid, label: tripLabel(t) }))}
          onChange={(value) => set({ tripid: value ?? '' })}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxLength={1000}
          value={form.notes}
          onChange={(e) => set({ notes: e.currentTarget.value })}
        />
        {form.linetype === 'expense' && (
          <FileInput
            label="Receipts"
            description={
              form.receiptfileids.length > 0
                ? `${form.receiptfileids.length} already attached; add more here`
                : 'Photos or PDFs'
            }
            multiple
            clearable
            accept="image/*,application/pdf"
            capture="environment"
            value={files}
            onChange={setFiles}
            onFocus={prepareReceiptReader}
            onClick={prepareReceiptReader}
          />
        )}
        {receipt.status === 'reading' && (
          <Stack gap={4} role="status">
            <Text size="sm">Reading receipt… {Math.round(receipt.progress * 100)}%</Text>
            <Progress value={receipt.progress * 100} size="sm" aria-hidden />
          </Stack>
        )}
        {receipt.filled && (
          <Alert color="blue" role="status">
            Filled from the receipt: check amount, date and merchant
          </Alert>
        )}
        {receipt.status === 'failed' && (
          <Text size="sm" c="dimmed" role="status">
            The receipt could not be read: enter amount, date and merchant.
          </Text>
        )}
        <CustomFieldsSection form={custom} />
        {line && needsAttention(line) && (
          <LineSaveResult
            line={line}
            justification={form.justification}
            onJustification={(justification) => set({ justification })}
          />
        )}
        <FormFooter error={problem} onCancel={onClose} actionLabel="Save" busy={busy} onAction={() => void save()} />
      </Stack>
    </Modal>
  );
}
