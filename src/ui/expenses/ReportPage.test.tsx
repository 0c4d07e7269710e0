import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NetworkError } from '../../api/errors';
import type { ExpenseReport } from '../../contract/expenses/report-shape';
import { db } from '../../db/database';
import { queueExpenseLine, queueExpenseReport } from '../../db/expense-queue';
import { clearExpenseStores, lineInput, photo } from '../../db/expense-test-kit';
import { outboxTable } from '../../db/outbox';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { answerCalls, renderScreen } from '../shared/screen-test-kit';
import { OK, line, masterAnswers, report } from './expense-test-kit';
import { ReportPage } from './ReportPage';

/*
 * /expenses/<reportid> with the server faked and the real outbox on fake-indexeddb: the buttons follow
 * the answer's `actions`; line changes and submits are queued and shown at once.
 */

const callOperation = vi.hoisted(() => vi.fn());
const navigate = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
  useNavigate: () => navigate,
}));
// Finance's panel is another screen's (tested there); here only whether it shows.
vi.mock('./finance/FinanceActions', () => ({
  FinanceActions: ({ report: r }: { report: ExpenseReport }) => <p>Finance panel for {r.reportno}</p>,
}));
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});
beforeEach(async () => {
  await clearExpenseStores();
  act(() => setSession(loginFixture()));
});
afterEach(() => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  navigate.mockReset();
});

const requestsOf = (action: string) =>
  callOperation.mock.calls
    .filter(([op]) => (op as { action: string }).action === action)
    .map(([, fields]) => fields as Record<string, unknown>);
const queued = async () =>
  (await outboxTable(db).orderBy('seq').toArray()).map((e) => ({ operation: e.operation, fields: e.fields }));
/** What the outbox does once the server confirmed everything: the entries and the lines' local copies go. */
const confirmAll = () =>
  act(() =>
    db.transaction('rw', [db.outbox, db.expenseLines, db.expenseReceipts], () =>
      Promise.all([db.outbox.clear(), db.expenseLines.clear(), db.expenseReceipts.clear()]),
    ),
  );
const buttonNames = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);

function serve(shown: ExpenseReport, more: Record<string, (f: Record<string, unknown>) => unknown> = {}) {
  callOperation.mockImplementation(
    answerCalls(
      {
        getexpensereport: () => ({ ...OK, report: shown }),
        getmyexpenses: () => ({ ...OK, reports: [], unreportedlines: [] }),
        ...masterAnswers,
        ...more,
      },
      () => OK,
    ),
  );
  renderScreen(<ReportPage reportid={shown.reportid} />);
}

describe('ReportPage', { timeout: 30_000 }, () => {
  it('shows the owner’s draft with totals, lines, receipts and the owner’s buttons, and submits it', async () => {
    const draft = report({
      actions: ['EDIT', 'SUBMIT'],
      lines: [
        line('line-0001-abcd', {
          reportid: 'rep-0001-abcd',
          receipts: [{ fileid: 'F1', name: 'bill.jpg', mime: 'image/jpeg', size: 3, sha256: '', url: '/api/files/F1' }],
        }),
      ],
    });
    let shown = draft;
    callOperation.mockImplementation(
      answerCalls({ getexpensereport: () => ({ ...OK, report: shown }), ...masterAnswers }, () => OK),
    );
    renderScreen(<ReportPage reportid={draft.reportid} />);
    expect(await screen.findByRole('heading', { name: 'Pune workshop' })).toBeTruthy();
    expect(screen.getByLabelText('Total').textContent).toBe('₹1,23,456.50');
    expect(screen.getByRole('link', { name: 'bill.jpg' }).getAttribute('href')).toBe('/api/files/F1');
    expect(buttonNames()).toEqual([
      'Submit',
      'Delete report',
      'Add expense',
      'Change Taxi of 2026-11-02',
      'Remove Taxi of 2026-11-02',
    ]);
    expect(screen.queryByText(/Finance panel/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Submitted on this device/)).toBeTruthy();
    expect(await queued()).toEqual([{ operation: 'submitExpenseReport', fields: { reportid: 'rep-0001-abcd' } }]);
    expect(requestsOf('submitexpensereport')).toEqual([]);
    expect(buttonNames()).toEqual(['Delete report']);

    shown = { ...draft, status: 'approvalpending', actions: ['RECALL'] };
    await confirmAll();
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect(requestsOf('getexpensereport')).toHaveLength(2);
    expect(buttonNames()).toEqual(['Recall']);
  });

  it('lets the approver reject only with remarks, and sends the decision', async () => {
    const waiting = report({
      status: 'approvalpending',
      profileid: 'P9',
      actions: ['APPROVE', 'REJECT'],
      approvals: [
        {
          level: 1,
          approverid: 'P1',
          approvername: 'Ravi Kumar',
          onbehalfof: '',
          status: 'pending',
          remarks: '',
          decidedon: '',
        },
      ],
    });
    serve(waiting, { decideexpensereport: () => ({ ...OK, report: { ...waiting, status: 'rejected', actions: [] } }) });
    await screen.findByRole('heading', { name: 'Pune workshop' });
    expect(buttonNames()).toEqual(['Approve', 'Reject']);
    expect(within(screen.getByRole('table', { name: 'Approvals' })).getByText('Ravi Kumar')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Remarks are required for this step')).toBeTruthy();
    expect(requestsOf('decideexpensereport')).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Remarks/ }), 'Hotel bill missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() =>
      expect(requestsOf('decideexpensereport')).toEqual([
        { reportid: 'rep-0001-abcd', decision: 'reject', remarks: 'Hotel bill missing' },
      ]),
    );
    expect(await screen.findByText('Rejected')).toBeTruthy();
  });

  it('recalls with the reason, and shows the server’s refusal in an alert', async () => {
    serve(report({ status: 'approvalpending', actions: ['RECALL'] }), {
      recallexpensereport: () => Promise.reject(new ApiError(409, 'The approver has already decided')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Recall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recall' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Remarks/ }), 'Wrong trip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recall' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The approver has already decided');
    expect(requestsOf('recallexpensereport')).toEqual([{ reportid: 'rep-0001-abcd', remarks: 'Wrong trip' }]);
  });

  it('hands finance’s steps to the finance panel, and the owner’s question to Respond', async () => {
    serve(report({ status: 'approved', profileid: 'P9', actions: ['CONTROLLER_VERIFY', 'SEND_BACK', 'REJECT'] }));
    expect(await screen.findByText('Finance panel for ER100001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    cleanup();
    serve(report({ status: 'verificationpending', actions: ['EDIT', 'RESPOND'] }));
    expect(await screen.findByRole('button', { name: 'Respond' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete report' })).toBeNull();
  });

  it('deletes a draft through the outbox (so offline too) and goes back to the list', async () => {
    serve(report({ actions: ['EDIT', 'SUBMIT'] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete report?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/expenses' }));
    expect(await queued()).toEqual([{ operation: 'deleteExpenseReport', fields: { reportid: 'rep-0001-abcd' } }]);
  });

  it('on a phone, puts Add expense and Submit in the bar at the bottom and keeps Delete in the page', async () => {
    // Every max-width query matches: the phone layout (usePhoneLayout).
    const desktop = window.matchMedia.bind(window);
    vi.stubGlobal('matchMedia', (query: string) => ({ ...desktop(query), matches: query.includes('max-width') }));
    try {
      serve(report({ actions: ['EDIT', 'SUBMIT'] }));
      const bar = await screen.findByRole('region', { name: 'Report actions' });
      expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Add expense', 'Submit']);
      expect(within(bar).queryByRole('button', { name: 'Delete report' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Delete report' })).toBeTruthy();
      await userEvent.click(within(bar).getByRole('button', { name: 'Add expense' }));
      expect(await screen.findByRole('dialog', { name: 'Add expense' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('moves a line that is in no report into this one through the outbox, showing it at once', async () => {
    const loose = line('line-0007-abcd', { merchant: 'Ola', amount: '300.00', baseamount: '300.00' });
    serve(report({ actions: ['EDIT', 'SUBMIT'] }), {
      getmyexpenses: () => ({ ...OK, reports: [], unreportedlines: [loose] }),
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Move an expense into this report' }));
    await userEvent.click(await screen.findByRole('option', { name: /Ola/, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Move here' }));
    const row = await screen.findByText('Waiting to sync');
    expect(row.closest('tr')!.textContent).toContain('Ola');
    const [save] = await queued();
    expect(save!.operation).toBe('saveExpenseLine');
    expect(save!.fields.jsondata).toMatchObject({
      lineid: 'line-0007-abcd',
      reportid: 'rep-0001-abcd',
      merchant: 'Ola',
      amount: '300.00',
    });
    expect(requestsOf('saveexpenseline')).toEqual([]);
  });

  it('removes a line through the outbox: hidden at once, the report read again once the delete is sent', async () => {
    serve(report({ actions: ['EDIT', 'SUBMIT'] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Taxi of 2026-11-02' }));
    expect(await screen.findByText('No expenses in this report yet.')).toBeTruthy();
    expect(await queued()).toEqual([{ operation: 'deleteExpenseLine', fields: { lineid: 'line-0001-abcd' } }]);
    expect(requestsOf('deleteexpenseline')).toEqual([]);
    await confirmAll();
    await vi.waitFor(() => expect(requestsOf('getexpensereport')).toHaveLength(2));
  });

  it('offline, shows a report created on this device with the lines added to it, each with its upload progress, and queues its submit', async () => {
    await queueExpenseReport('P1', { reportid: 'rep-new', title: 'Chennai visit', tripid: '710001' });
    const first = await queueExpenseLine(
      'P1',
      lineInput({ reportid: 'rep-new', tripid: '710001', merchant: 'Saravana' }),
      [photo('bill.jpg', 1000)],
    );
    await queueExpenseLine('P1', lineInput({ reportid: 'rep-new', tripid: '710001', merchant: 'Ola' }), []);
    await queueExpenseLine('P1', lineInput({ reportid: 'elsewhere', merchant: 'Not here' }), []);
    callOperation.mockImplementation(() => Promise.reject(new NetworkError()));
    renderScreen(<ReportPage reportid="rep-new" />);

    expect(await screen.findByRole('heading', { name: 'Chennai visit' })).toBeTruthy();
    expect(screen.getByText('Offline: showing what is on this device')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Expenses' });
    await vi.waitFor(() => expect(within(table).getAllByText('Waiting to sync')).toHaveLength(2));
    expect(table.textContent).toContain('Saravana');
    expect(await within(table).findByText('bill.jpg')).toBeTruthy();
    expect(table.textContent).not.toContain('Not here');
    await act(() => db.expenseReceipts.update(first.receipts[0]!, { state: 'uploading', bytesSent: 420 }));
    expect(await within(table).findByText('Uploading receipts 42%')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ola of 2026-03-11' }));
    await vi.waitFor(() => expect(table.textContent).not.toContain('Ola'));
    expect(table.textContent).toContain('Saravana');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Submitted on this device/)).toBeTruthy();
    expect((await queued()).map((e) => e.operation)).toEqual([
      'createExpenseReport',
      'saveExpenseLine',
      'saveExpenseLine',
      'deleteExpenseLine',
      'submitExpenseReport',
    ]);
  });
});
