import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { answerCalls, callsSettled, renderScreen } from '../shared/screen-test-kit';
import type { ExpenseApproval } from './ExpenseApprovalCard';
import { ExpenseApprovalInbox } from './ExpenseApprovalInbox';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

const waiting: ExpenseApproval = {
  reportid: 'rep-0001-abcd', reportno: 'ER100001', title: 'Pune workshop', tripid: '710001', tripname: 'Pune workshop', profileid: '20001',
  claimant: 'Rahul Verma', status: 'partiallyapproved', currency: 'INR', total: '123456.70', reimbursable: '5700.00', allowed: '0.00', linecount: 3,
  outofpolicy: true, submittedon: '2026-11-05T09:00:00.000Z', updatedon: '2026-11-06T09:00:00.000Z', level: 2, onbehalfof: 'Priya Nair',
};
const label = 'expense report ER100001 of Rahul Verma';

describe('expense reports on /approvals', () => {
  it('says so when nothing waits, and hides when the list cannot be read', async () => {
    callOperation.mockImplementation(answerCalls({ getexpenseapprovals: () => ({ ResponseStatus: { Status: 'OK' }, reports: [] }) }, () => ({})));
    renderScreen(<ExpenseApprovalInbox />);
    const section = await screen.findByRole('region', { name: 'Expense reports' });
    expect(await within(section).findByText('No expense reports are waiting for you.')).toBeTruthy();
    cleanup();
    callOperation.mockReset();
    callOperation.mockImplementation(() => Promise.reject(new ApiError(500, 'Request failed (HTTP 500).')));
    renderScreen(<ExpenseApprovalInbox />);
    await callsSettled(callOperation);
    expect(screen.queryByRole('region', { name: 'Expense reports' })).toBeNull();
  });

  it('shows the claim with its level and delegate; reject needs remarks; the decision is sent and the list read again', async () => {
    const decisions: Record<string, unknown>[] = [];
    let reports = [waiting];
    callOperation.mockImplementation(
      answerCalls(
        {
          getexpenseapprovals: () => ({ ResponseStatus: { Status: 'OK' }, reports }),
          decideexpensereport: (fields) => {
            decisions.push(fields);
            reports = [];
            return { ResponseStatus: { Status: 'OK' }, report: { ...waiting, status: 'rejected' } };
          },
        },
        () => ({}),
      ),
    );
    renderScreen(<ExpenseApprovalInbox />);
    const card = await screen.findByRole('article', { name: `Expense report: ${label}` });
    expect(within(card).getByText('Rahul Verma · Pune workshop')).toBeTruthy();
    expect(card.textContent).toContain('₹1,23,457');
    expect(within(card).getByText('Level 2')).toBeTruthy();
    expect(within(card).getByText('On behalf of Priya Nair')).toBeTruthy();
    expect(within(card).getByText('Out of policy')).toBeTruthy();
    expect(within(card).getByRole('link', { name: `Open ${label}` }).getAttribute('href')).toBe('/expenses/rep-0001-abcd');

    await userEvent.click(within(card).getByRole('button', { name: `Reject ${label}` }));
    expect(within(card).getByText('Remarks are required to reject an expense report')).toBeTruthy();
    expect(decisions).toEqual([]);
    await userEvent.type(within(card).getByRole('textbox', { name: `Remarks for ${label}` }), 'Hotel above the cap');
    await userEvent.click(within(card).getByRole('button', { name: `Reject ${label}` }));
    expect((await screen.findByRole('status')).textContent).toContain('Expense report ER100001: rejected');
    expect(decisions).toEqual([{ reportid: 'rep-0001-abcd', decision: 'reject', remarks: 'Hotel above the cap' }]);
    expect(await screen.findByText('No expense reports are waiting for you.')).toBeTruthy();
  });

  it('approves without remarks', async () => {
    callOperation.mockImplementation(
      answerCalls(
        {
          getexpenseapprovals: () => ({ ResponseStatus: { Status: 'OK' }, reports: [waiting] }),
          decideexpensereport: () => ({ ResponseStatus: { Status: 'OK' }, report: { ...waiting, status: 'approved' } }),
        },
        () => ({}),
      ),
    );
    renderScreen(<ExpenseApprovalInbox />);
    await userEvent.click(await screen.findByRole('button', { name: `Approve ${label}` }));
    expect((await screen.findByRole('status')).textContent).toContain('Expense report ER100001: approved');
    expect(callOperation.mock.calls.find(([op]) => op.action === 'decideexpensereport')![1]).toEqual({ reportid: 'rep-0001-abcd', decision: 'approve', remarks: '' });
  });
});
