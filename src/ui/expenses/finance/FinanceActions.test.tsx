import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExpenseReport } from '../../../contract/expenses/report-shape';
import { answerCalls, renderScreen } from '../../shared/screen-test-kit';
import { SettlementSummary } from './SettlementSummary';
import { FinanceActions } from './FinanceActions';
import { expenseReport } from './report-fixture';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
const saveBase64Pdf = vi.hoisted(() => vi.fn());
vi.mock('../../shared/save-pdf', () => ({ saveBase64Pdf }));

afterEach(() => {
  cleanup();
  callOperation.mockReset();
  saveBase64Pdf.mockReset();
});

/** Renders the actions with the server answering `next` to every finance step; returns what onChange got. */
function renderActions(report: ExpenseReport, next: ExpenseReport) {
  const changes: ExpenseReport[] = [];
  const answer = () => ({ ResponseStatus: { Status: 'OK' }, report: next });
  callOperation.mockImplementation(
    answerCalls(
      {
        controllerverifyexpensereport: answer,
        sendbackexpensereport: answer,
        financerejectexpensereport: answer,
        verifyexpensereport: answer,
        settleexpenseadvance: answer,
        GETFOREXSURRENDERLETTERPDF: () => ({ ApiStatus: { Status: 'OK' }, Result: { filename: 'Surrender-IS1.pdf', mime: 'application/pdf', size: 4, base64: 'JVBERi0=', url: '', expiresat: '' } }),
      },
      () => ({}),
    ),
  );
  renderScreen(<FinanceActions report={report} onChange={(r) => changes.push(r)} />);
  return changes;
}
const sent = (action: string) => callOperation.mock.calls.filter(([op]) => (op.action as string) === action).map(([, fields]) => fields as unknown);

describe('FinanceActions', () => {
  it('offers only the steps the report allows, and nothing to a caller with none', () => {
    renderActions(expenseReport({ actions: ['CONTROLLER_VERIFY', 'SEND_BACK', 'REJECT'] }), expenseReport());
    const finance = screen.getByRole('region', { name: 'Finance' });
    expect(within(finance).getAllByRole('button').map((b) => b.textContent)).toEqual(['Controller check', 'Ask the employee', 'Reject']);
    cleanup();
    // An approver's REJECT (the claim still with approvers) is not finance's.
    renderActions(expenseReport({ status: 'approvalpending', actions: ['APPROVE', 'REJECT'] }), expenseReport());
    expect(screen.queryByRole('region', { name: 'Finance' })).toBeNull();
  });

  it('asking the employee needs remarks, then sends them and hands the answer on', async () => {
    const next = expenseReport({ status: 'verificationpending' });
    const changes = renderActions(expenseReport({ actions: ['SEND_BACK'] }), next);
    await userEvent.click(screen.getByRole('button', { name: 'Ask the employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the employee: ER100001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask the employee' }));
    expect(within(dialog).getByText('Remarks are required for this step')).toBeTruthy();
    expect(callOperation).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), ' Add the hotel bill ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask the employee' }));
    await waitFor(() => expect(changes).toEqual([next]));
    expect(sent('sendbackexpensereport')).toEqual([{ reportid: 'rep-0001-abcd', remarks: 'Add the hotel bill' }]);
  });

  it('rejecting needs remarks; the controller check may go without', async () => {
    renderActions(expenseReport({ actions: ['CONTROLLER_VERIFY', 'REJECT'] }), expenseReport({ status: 'controllerverified' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject: ER100001' });
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(within(reject).getByText('Remarks are required for this step')).toBeTruthy();
    await userEvent.click(within(reject).getByRole('button', { name: 'Cancel' }));
    expect(sent('financerejectexpensereport')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Controller check' }));
    const check = await screen.findByRole('dialog', { name: 'Controller check: ER100001' });
    await userEvent.click(within(check).getByRole('button', { name: 'Controller check' }));
    await waitFor(() => expect(sent('controllerverifyexpensereport')).toEqual([{ reportid: 'rep-0001-abcd', remarks: '' }]));
  });

  it('verifies line by line, sending only the lines changed, each with its remark', async () => {
    const next = expenseReport({ status: 'partiallyadjusted' });
    const changes = renderActions(expenseReport({ status: 'controllerverified', actions: ['VERIFY', 'SEND_BACK', 'REJECT'] }), next);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify ER100001' });
    const hotel = within(dialog).getByRole('textbox', { name: 'Allowed for line 1, Hotel at Taj' });
    const taxi = within(dialog).getByRole('textbox', { name: 'Allowed for line 2, Taxi at Uber' });
    expect([(hotel as HTMLInputElement).value, (taxi as HTMLInputElement).value]).toEqual(['4500.00', '1200.00']);

    // More than claimed, then less without a reason: both refused before anything is sent.
    await userEvent.clear(hotel);
    await userEvent.type(hotel, '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('At most the claimed ₹4,500')).toBeTruthy();
    await userEvent.clear(hotel);
    await userEvent.type(hotel, '4000.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('Say why the amount differs from the claim')).toBeTruthy();
    expect(sent('verifyexpensereport')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remark for line 1, Hotel at Taj' }), 'Room rate above the city cap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(changes).toEqual([next]));
    expect(sent('verifyexpensereport')).toEqual([
      { reportid: 'rep-0001-abcd', lines: [{ lineid: 'line-0001-aaaa', allowedamount: '4000.50', remark: 'Room rate above the city cap' }], remarks: '' },
    ]);
  });

  it('settles the advance, then shows what is owed and downloads the surrender letter', async () => {
    const advance = { amount: '10000.00', currency: 'INR', rate: '1.0000', baseamount: '10000.00' };
    const settled = expenseReport({ status: 'forexsettled', advance, settlement: { owedtoemployee: '0.00', tosurrender: '4300.00', imprestsurrenderid: 'IS1', settledon: '2026-11-07' } });
    const changes = renderActions(expenseReport({ status: 'verified', advance, actions: ['SETTLE'] }), settled);
    await userEvent.click(screen.getByRole('button', { name: 'Settle advance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle advance: ER100001' });
    expect(dialog.textContent).toContain('advance of ₹10,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Settle advance' }));
    await waitFor(() => expect(changes).toEqual([settled]));
    expect(sent('settleexpenseadvance')).toEqual([{ reportid: 'rep-0001-abcd', remarks: '' }]);

    // The report's summary shows the settlement to everyone who reads the report (the claimant needs the letter too).
    cleanup();
    renderScreen(<SettlementSummary settlement={settled.settlement!} currency="INR" />);
    const summary = screen.getByRole('region', { name: 'Advance settlement' });
    expect(summary.textContent).toContain('Owed to the employee: ₹0');
    expect(summary.textContent).toContain('To surrender: ₹4,300');
    await userEvent.click(within(summary).getByRole('button', { name: 'Surrender letter' }));
    await waitFor(() => expect(saveBase64Pdf).toHaveBeenCalledWith('JVBERi0=', 'Surrender-IS1.pdf'));
    expect(sent('GETFOREXSURRENDERLETTERPDF')).toEqual([{ imprestsurrenderid: 'IS1' }]);
  });
});
