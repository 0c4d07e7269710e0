import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEventDefault from '@testing-library/user-event';
import { db } from '../../db/database';
import { clearExpenseStores, photo } from '../../db/expense-test-kit';
import { outboxTable } from '../../db/outbox';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { answerCalls, renderScreen } from '../shared/screen-test-kit';
import { OK, line, masterAnswers } from './expense-test-kit';
import { type LineFormState, lineFormOf, newLineForm } from './line-form';
import { LineFormModal } from './LineFormModal';
import type { ReceiptReading } from './ocr/read-receipt';

/*
 * The line form against a faked server (its lists) and the real outbox on fake-indexeddb: the exact
 * line each type queues, receipts kept on the device, a stored line's warnings, and receipt reading.
 */

// Typing without a pause per key: the form has many fields and the machine is shared.
const userEvent = userEventDefault.setup({ delay: null });
const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
/** Each read of a receipt, settled by the test. */
const ocr = vi.hoisted(() => ({
  reads: [] as { photo: Blob; progress?: (fraction: number) => void; resolve: (reading: ReceiptReading) => void }[],
  prepare: vi.fn(),
}));
vi.mock('./ocr/read-receipt', () => ({
  prepareReceiptReader: ocr.prepare,
  readReceipt: (photo: Blob, progress?: (fraction: number) => void) =>
    new Promise<ReceiptReading>((resolve) => ocr.reads.push({ photo, progress, resolve })),
}));
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});
beforeEach(async () => {
  await clearExpenseStores();
  act(() => setSession(loginFixture()));
  callOperation.mockImplementation(answerCalls(masterAnswers, () => OK));
});
afterEach(() => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  ocr.reads.length = 0;
  ocr.prepare.mockReset();
});

/** The lines queued in the outbox, as they will be sent. */
const saves = async () =>
  (await outboxTable(db).orderBy('seq').toArray())
    .filter((entry) => entry.operation === 'saveExpenseLine')
    .map((entry) => entry.fields.jsondata as Record<string, unknown>);

async function choose(label: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Opens the form and waits until its opening transition made the fields reachable. */
async function open(initial: LineFormState = newLineForm('INR'), stored?: Parameters<typeof LineFormModal>[0]['line']) {
  const onSaved = vi.fn();
  renderScreen(<LineFormModal initial={initial} line={stored} onClose={vi.fn()} onSaved={onSaved} />);
  await screen.findByRole('combobox', { name: /^Category/ });
  return { lineid: initial.lineid, onSaved };
}

const COMMON = {
  reportid: '',
  tripid: '',
  expensedate: '2026-11-02',
  merchant: '',
  notes: '',
  paymentmethod: 'personalcard',
  justification: '',
  receiptfileids: [],
};

describe('LineFormModal', { timeout: 60_000 }, () => {
  it('queues an expense with its currency, amount, payment method and GST, keeping the receipt on the device', async () => {
    const { lineid, onSaved } = await open(newLineForm('INR', { reportid: 'rep-0001-abcd' }));
    expect(ocr.prepare).toHaveBeenCalled();
    await choose(/^Category/, 'Taxi');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-02' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Merchant' }), 'Uber');
    await userEvent.type(screen.getByRole('textbox', { name: /^Amount/ }), '1234.50');
    await choose(/^Payment method/, 'Cash');
    await userEvent.click(screen.getByRole('button', { name: 'GST details' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'GSTIN' }), '27aapfu0939f1zv');
    await userEvent.type(screen.getByRole('textbox', { name: 'CGST' }), '55.50');
    await userEvent.type(screen.getByRole('textbox', { name: 'SGST' }), '55.50');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Input credit eligible' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Cost code' }), 'CC-42');
    const picker = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(picker.accept).toBe('image/*,application/pdf');
    expect(picker.getAttribute('capture')).toBe('environment');
    await userEvent.upload(picker, photo('bill.jpg', 3));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [receipt] = await db.expenseReceipts.toArray();
    expect(receipt).toMatchObject({
      lineid,
      name: 'bill.jpg',
      mime: 'image/jpeg',
      size: 3,
      state: 'waiting',
      bytesSent: 0,
    });
    expect(await saves()).toEqual([
      {
        ...COMMON,
        lineid,
        reportid: 'rep-0001-abcd',
        linetype: 'expense',
        categoryid: 'C1',
        merchant: 'Uber',
        paymentmethod: 'cash',
        receiptfileids: [receipt!.receiptid],
        currency: 'INR',
        amount: '1234.50',
        gstin: '27AAPFU0939F1ZV',
        cgst: '55.50',
        sgst: '55.50',
        igst: '0',
        itceligible: true,
        customfields: { CF1: 'CC-42' },
      },
    ]);
    expect(await db.expenseLines.get(lineid)).toMatchObject({
      pending: true,
      reportid: 'rep-0001-abcd',
      receipts: [receipt!.receiptid],
    });
    // Nothing went to the server directly: the outbox sends it.
    expect(callOperation.mock.calls.map(([op]) => (op as { action: string }).action)).not.toContain('saveexpenseline');
  });

  it('queues a drive as distance, unit and vehicle, and shows the distance in the other unit', async () => {
    const { lineid, onSaved } = await open();
    await userEvent.click(screen.getByText('Mileage'));
    await choose(/^Category/, 'Taxi');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-02' } });
    await userEvent.type(screen.getByRole('textbox', { name: /^Distance/ }), '100');
    expect(screen.getByText('That is 62.14 miles.')).toBeTruthy();
    await choose(/^Vehicle/, 'Car (Petrol), 12.00 per km');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await saves()).toEqual([
      {
        ...COMMON,
        lineid,
        linetype: 'mileage',
        customfields: {},
        categoryid: 'C1',
        distance: '100',
        distanceunit: 'km',
        vehicleid: 'V1',
      },
    ]);
  });

  it('asks a per-diem line for its trip, then queues days and trip', async () => {
    const { lineid, onSaved } = await open();
    await userEvent.click(screen.getByText('Per diem'));
    await choose(/^Category/, 'Daily allowance');
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-02' } });
    await userEvent.clear(screen.getByRole('spinbutton', { name: /^Days/ }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Days/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose the trip the per diem is for');
    expect(await saves()).toEqual([]);
    await choose(/^Trip/, 'Pune offsite (2026-11-02)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await saves()).toEqual([
      { ...COMMON, lineid, linetype: 'perdiem', categoryid: 'C2', tripid: '710001', days: 3, customfields: { CF1: '' } },
    ]);
  });

  it("shows what the server found on a stored line's last save, and queues the justification with its receipts kept", async () => {
    const stored = line('line-0001-abcd', {
      amount: '1234.50',
      baseamount: '1234.50',
      receipts: [{ fileid: 'F1', name: 'bill.jpg', mime: 'image/jpeg', size: 3, sha256: 'ab', url: '/api/files/F1' }],
      duplicates: [
        {
          lineid: 'other-line-1',
          match: 'details',
          claimant: 'Asha Rao',
          expensedate: '2026-11-02',
          merchant: 'Uber',
          amount: '1234.50',
          currency: 'INR',
        },
      ],
      policy: { outofpolicy: true, reasons: ['Taxi is limited to ₹1,000 a day'], receiptrequired: false },
    });
    const { onSaved } = await open(lineFormOf(stored), stored);
    expect(screen.getByText(/Looks like a claim already made: Asha Rao, 2026-11-02, Uber, ₹1,234.50/)).toBeTruthy();
    expect(screen.getByText('Taxi is limited to ₹1,000 a day')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /^Justification/ }), 'Airport run at night');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await saves()).toEqual([
      {
        ...COMMON,
        lineid: 'line-0001-abcd',
        linetype: 'expense',
        customfields: { CF1: '' },
        categoryid: 'C1',
        merchant: 'Uber',
        justification: 'Airport run at night',
        receiptfileids: ['F1'],
        currency: 'INR',
        amount: '1234.50',
        gstin: '',
        cgst: '0',
        sgst: '0',
        igst: '0',
        itceligible: false,
      },
    ]);
  });

  it('fills amount, date and merchant from a receipt photo where the user typed nothing, showing the progress', async () => {
    const { lineid, onSaved } = await open();
    await choose(/^Category/, 'Taxi');
    await userEvent.type(screen.getByRole('textbox', { name: 'Merchant' }), 'Saravana');
    const bill = photo('bill.jpg', 3);
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, bill);
    expect(ocr.reads.map((read) => read.photo)).toEqual([bill]);
    act(() => ocr.reads[0]!.progress?.(0.42));
    expect(await screen.findByText('Reading receipt… 42%')).toBeTruthy();
    await act(async () =>
      ocr.reads[0]!.resolve({ amount: '394.00', date: '2026-11-25', merchant: 'Cafe', text: '', confidence: 90 }),
    );

    expect(await screen.findByText('Filled from the receipt: check amount, date and merchant')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Amount/ }).value).toBe('394.00');
    expect(screen.getByLabelText<HTMLInputElement>(/^Date/).value).toBe('2026-11-25');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Merchant' }).value).toBe('Saravana');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await saves()).toMatchObject([
      { lineid, amount: '394.00', expensedate: '2026-11-25', merchant: 'Saravana' },
    ]);
  });

  it('leaves a read receipt alone on a line whose amount, date and merchant are already entered', async () => {
    const stored = line('line-0001-abcd');
    await open(lineFormOf(stored), stored);
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, photo('bill.jpg', 3));
    await act(async () =>
      ocr.reads[0]!.resolve({ amount: '394.00', date: '2026-11-25', merchant: 'Cafe', text: '', confidence: 90 }),
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Amount/ }).value).toBe('450.00');
    expect(screen.getByLabelText<HTMLInputElement>(/^Date/).value).toBe('2026-11-02');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Merchant' }).value).toBe('Uber');
    expect(screen.queryByText('Filled from the receipt: check amount, date and merchant')).toBeNull();
  });
});
