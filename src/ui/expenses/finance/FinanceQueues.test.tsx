import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExpenseReportSummary } from '../../../contract/expenses/report-shape';
import { answerCalls, renderScreen } from '../../shared/screen-test-kit';
import { FinanceQueuePanel } from './FinanceQueuePanel';
import { PayQueuePanel } from './PayQueuePanel';
import { expenseReport } from './report-fixture';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));
const saveFile = vi.hoisted(() => vi.fn());
vi.mock('../../shared/save-file', () => ({ saveFile }));

afterEach(() => {
  cleanup();
  callOperation.mockReset();
  saveFile.mockReset();
});

const { lines: _lines, approvals: _approvals, events: _events, advance: _advance, settlement: _settlement, payment: _payment, actions: _actions, ...summary } = expenseReport();
const row = (change: Partial<ExpenseReportSummary>): ExpenseReportSummary => ({ ...summary, ...change });
const VERIFIED = row({ reportid: 'rep-0002-bbbb', reportno: 'ER100002', claimant: 'Asha Rao', status: 'verified', allowed: '123456.70', outofpolicy: true });
const SETTLED = row({ reportid: 'rep-0003-cccc', reportno: 'ER100003', claimant: 'Vikram Shah', status: 'forexsettled' });
const IN_BATCH = row({ reportid: 'rep-0004-dddd', reportno: 'ER100004', claimant: 'Meera Iyer', status: 'financeprocessing' });
const BATCH = {
  batch: { batchid: 'PB1001', status: 'processing', currency: 'INR', total: '129156.70', count: 2, reference: '', createdon: '2026-11-08T10:00:00.000Z', paidon: '' },
  rows: [
    { reportid: VERIFIED.reportid, reportno: 'ER100002', claimant: 'Asha Rao', email: 'asha@acme.test', bankname: 'HDFC Bank', accountname: 'Asha Rao', accountnumber: '50100012345678', ifsc: 'HDFC0000001', amount: '123456.70' },
    { reportid: SETTLED.reportid, reportno: 'ER100003', claimant: 'Vikram Shah', email: 'vikram@acme.test', bankname: 'SBI', accountname: 'Vikram Shah', accountnumber: '30001234', ifsc: 'SBIN0000001', amount: '5700.00' },
  ],
  csv: 'reportno,amount\nER100002,123456.70\n',
};
const sent = (action: string) => callOperation.mock.calls.filter(([op]) => (op.action as string) === action).map(([, fields]) => fields as unknown);

describe('finance expense queues', () => {
  it('lists the verify queue with links, amounts in Indian grouping, status and the policy badge; search asks the server', async () => {
    callOperation.mockImplementation(
      answerCalls({ getfinanceexpensequeue: (f) => ({ ResponseStatus: { Status: 'OK' }, reports: f.searchtext === 'asha' ? [VERIFIED] : [row({}), VERIFIED], totalcount: 2 }) }, () => ({})),
    );
    renderScreen(<FinanceQueuePanel profileid="20004" queue="verify" />);
    const table = await screen.findByRole('table', { name: 'Expenses to verify' });
    await within(table).findByText('Rahul Verma');
    expect(within(table).getByRole('link', { name: 'Open ER100001 of Rahul Verma' }).getAttribute('href')).toBe('/expenses/rep-0001-abcd');
    const asha = within(table).getByText('Asha Rao').closest('tr')!;
    expect(asha.textContent).toContain('₹1,23,457');
    expect(within(asha).getByText('Verified')).toBeTruthy();
    expect(within(asha).getByText('Out of policy')).toBeTruthy();
    expect(within(table).getByText('Rahul Verma').closest('tr')!.textContent).not.toContain('Out of policy');
    expect(sent('getfinanceexpensequeue')[0]).toEqual({ queue: 'verify', searchtext: '', pageno: 1, pagesize: 50 });

    await userEvent.type(screen.getByRole('textbox', { name: 'Search expenses to verify' }), 'asha');
    await waitFor(() => expect(within(table).queryByText('Rahul Verma')).toBeNull());
    expect(sent('getfinanceexpensequeue').at(-1)).toEqual({ queue: 'verify', searchtext: 'asha', pageno: 1, pagesize: 50 });
  });

  it('sends the chosen reports for payment, shows the batch, saves its bank file and marks it paid with the reference', async () => {
    let paid = false;
    callOperation.mockImplementation(
      answerCalls(
        {
          getfinanceexpensequeue: () => ({ ResponseStatus: { Status: 'OK' }, reports: [VERIFIED, SETTLED, IN_BATCH], totalcount: 3 }),
          getexpensepaymentbatches: () => ({ ResponseStatus: { Status: 'OK' }, batches: [], totalcount: 0 }),
          processexpensepayments: () => ({ ResponseStatus: { Status: 'OK' }, batchid: 'PB1001', count: 2, total: '129156.70', currency: 'INR' }),
          getexpensepaymentbatch: () => ({ ResponseStatus: { Status: 'OK' }, ...BATCH, batch: paid ? { ...BATCH.batch, status: 'paid', reference: 'UTR9911', paidon: '2026-11-09' } : BATCH.batch }),
          markexpensesreimbursed: () => {
            paid = true;
            return { ResponseStatus: { Status: 'OK' }, count: 2 };
          },
        },
        () => ({}),
      ),
    );
    renderScreen(<PayQueuePanel profileid="20004" />);
    const table = await screen.findByRole('table', { name: 'Expenses to pay' });
    await within(table).findByText('Meera Iyer');
    const send = screen.getByRole('button', { name: 'Send for payment' });
    expect(send.hasAttribute('disabled')).toBe(true);
    // A report already in a batch cannot be chosen again.
    expect(within(table).getByRole('checkbox', { name: 'Choose ER100004 of Meera Iyer' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose every report on this page' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose ER100003 of Vikram Shah' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose ER100003 of Vikram Shah' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 for payment' }));

    const batch = await screen.findByRole('region', { name: 'Payment batch PB1001' });
    expect(sent('processexpensepayments')).toEqual([{ reportids: ['rep-0002-bbbb', 'rep-0003-cccc'] }]);
    // The list of batches is read again, to show the new one.
    await waitFor(() => expect(sent('getexpensepaymentbatches')).toHaveLength(2));
    expect(batch.textContent).toContain('2 reports · ₹1,29,157');
    expect(within(batch).getByText('Asha Rao •••• 5678')).toBeTruthy();
    await userEvent.click(within(batch).getByRole('button', { name: 'Download bank file' }));
    const [blob, filename] = saveFile.mock.calls[0] as [Blob, string];
    expect([await blob.text(), filename]).toEqual([BATCH.csv, 'expense-payments-PB1001.csv']);

    await userEvent.click(within(batch).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark batch PB1001 paid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(within(dialog).getByText('The bank reference is required')).toBeTruthy();
    expect(sent('markexpensesreimbursed')).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bank reference' }), 'UTR9911');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect((await within(batch).findByRole('status')).textContent).toBe('2 reports marked reimbursed.');
    expect(sent('markexpensesreimbursed')).toEqual([{ batchid: 'PB1001', reference: 'UTR9911' }]);
    await within(batch).findByText('Paid on 9 Nov 2026, bank reference UTR9911');
    expect(within(batch).queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });
});
