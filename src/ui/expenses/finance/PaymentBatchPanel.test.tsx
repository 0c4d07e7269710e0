import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerCalls, renderScreen } from '../../shared/screen-test-kit';
import { PaymentBatchPanel } from './PaymentBatchPanel';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

const OK = { ResponseStatus: { Status: 'OK' } };
const listed = (batchid: string, change: Record<string, unknown> = {}) => ({
  batchid,
  status: 'processing',
  currency: 'INR',
  total: '129156.70',
  count: 2,
  reference: '',
  createdon: '2026-11-08T10:00:00.000Z',
  createdby: 'Ananya Gupta',
  createdbyid: '20006',
  paidon: '',
  ...change,
});
const NEWER = listed('PB300002');
const OLDER = listed('PB300001', { status: 'paid', total: '450.00', count: 1, reference: 'UTR2026000123', createdon: '2026-10-02T10:00:00.000Z', paidon: '2026-10-03T10:00:00.000Z' });
const batchAnswer = (batch: ReturnType<typeof listed>) => ({
  ...OK,
  batch,
  rows: [{ reportid: 'rep-0002-bbbb', reportno: 'ER100002', claimant: 'Asha Rao', email: 'asha@acme.test', bankname: 'HDFC Bank', accountname: 'Asha Rao', accountnumber: '50100012345678', ifsc: 'HDFC0000001', amount: batch.total }],
  csv: 'reportno,amount\n',
});
const sent = (action: string) => callOperation.mock.calls.filter(([op]) => (op.action as string) === action).map(([, fields]) => fields as unknown);

/** The panel as the pay queue holds it: the open batch is the parent's. */
function Harness({ onPaid }: { onPaid: () => void }) {
  const [batchid, setBatchid] = useState('');
  return <PaymentBatchPanel profileid="20004" batchid={batchid} onOpen={setBatchid} onPaid={onPaid} />;
}

describe('PaymentBatchPanel', () => {
  it('lists the company’s batches as the server orders them, with who made them, what they pay and their status', async () => {
    callOperation.mockImplementation(answerCalls({ getexpensepaymentbatches: () => ({ ...OK, batches: [NEWER, OLDER], totalcount: 2 }) }, () => ({})));
    renderScreen(<Harness onPaid={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Payment batches' });
    await within(table).findByText('PB300002');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('button').textContent)).toEqual(['PB300002', 'PB300001']);
    expect(rows[0]!.textContent).toContain('8 Nov 2026');
    expect(rows[0]!.textContent).toContain('Ananya Gupta');
    expect(rows[0]!.textContent).toContain('₹1,29,157');
    expect(within(rows[0]!).getByText('Payment in process')).toBeTruthy();
    expect(within(rows[1]!).getByText('Paid')).toBeTruthy();
    expect(within(rows[1]!).getByText('UTR2026000123')).toBeTruthy();
    expect(sent('getexpensepaymentbatches')).toEqual([{ searchtext: '', pageno: 1, pagesize: 20 }]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Search payment batches' }), 'UTR');
    await waitFor(() => expect(sent('getexpensepaymentbatches').at(-1)).toEqual({ searchtext: 'UTR', pageno: 1, pagesize: 20 }));
  });

  it('opens a batch by a click on it, reads the list again once it is marked paid, and closes it', async () => {
    let paid = false;
    const onPaid = vi.fn();
    callOperation.mockImplementation(
      answerCalls(
        {
          getexpensepaymentbatches: () => ({ ...OK, batches: [paid ? { ...NEWER, status: 'paid', reference: 'UTR9911' } : NEWER, OLDER], totalcount: 2 }),
          getexpensepaymentbatch: (f) => batchAnswer(f.batchid === NEWER.batchid ? (paid ? { ...NEWER, status: 'paid', reference: 'UTR9911', paidon: '2026-11-09' } : NEWER) : OLDER),
          markexpensesreimbursed: () => {
            paid = true;
            return { ...OK, count: 2 };
          },
        },
        () => ({}),
      ),
    );
    renderScreen(<Harness onPaid={onPaid} />);
    const table = await screen.findByRole('table', { name: 'Payment batches' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Open payment batch PB300002' }));

    const batch = await screen.findByRole('region', { name: 'Payment batch PB300002' });
    expect(sent('getexpensepaymentbatch')).toEqual([{ batchid: 'PB300002' }]);
    await within(batch).findByText('Asha Rao •••• 5678');
    await waitFor(() => expect(document.activeElement).toBe(batch));
    expect(within(table).getByRole('button', { name: 'Open payment batch PB300002' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(within(batch).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark batch PB300002 paid' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bank reference' }), 'UTR9911');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await within(batch).findByText('Paid on 9 Nov 2026, bank reference UTR9911');
    expect(onPaid).toHaveBeenCalledTimes(1);
    await within(table).findByText('UTR9911');
    expect(sent('getexpensepaymentbatches')).toHaveLength(2);

    // Another batch replaces the open one; closing it leaves the list.
    await userEvent.click(within(table).getByRole('button', { name: 'Open payment batch PB300001' }));
    const older = await screen.findByRole('region', { name: 'Payment batch PB300001' });
    expect(screen.queryByRole('region', { name: 'Payment batch PB300002' })).toBeNull();
    await userEvent.click(within(older).getByRole('button', { name: 'Close batch' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payment batch PB300001' })).toBeNull());
    expect(screen.getByRole('table', { name: 'Payment batches' })).toBeTruthy();
  });
});
