import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkError } from '../../api/errors';
import { db } from '../../db/database';
import { queueExpenseLine, queueExpenseLineDelete, queueExpenseReportDelete } from '../../db/expense-queue';
import { clearExpenseStores, lineInput, photo } from '../../db/expense-test-kit';
import { keepExpenseView } from '../../db/expense-views';
import { outboxTable } from '../../db/outbox';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { answerCalls, renderScreen } from '../shared/screen-test-kit';
import { ExpensesPage } from './ExpensesPage';
import { OK, line, masterAnswers, summary } from './expense-test-kit';

/*
 * /expenses with the server faked and the real outbox on fake-indexeddb: the reports and loose lines
 * it lists, the stage filter, the buttons, and the lines saved on this device merged in.
 */

const callOperation = vi.hoisted(() => vi.fn());
const navigate = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
// The line form starts the receipt reader when it opens; no OCR here.
vi.mock('./ocr/read-receipt', () => ({ prepareReceiptReader: vi.fn(), readReceipt: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
  useNavigate: () => navigate,
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

describe('ExpensesPage', { timeout: 30_000 }, () => {
  it('lists the reports with status, Indian-grouped total, line count and policy flag, and the lines in no report', async () => {
    callOperation.mockImplementation(
      answerCalls(
        {
          getmyexpenses: () => ({
            ...OK,
            reports: [
              summary('rep-0001-abcd', { outofpolicy: true }),
              summary('rep-0002-abcd', {
                title: 'Delhi audit',
                reportno: 'ER100002',
                status: 'reimbursed',
                total: '5000.00',
                linecount: 1,
                tripname: '',
              }),
            ],
            unreportedlines: [
              line('line-0009-abcd', { merchant: 'Cafe Coffee Day', amount: '250.00', baseamount: '250.00' }),
            ],
          }),
        },
        () => OK,
      ),
    );
    renderScreen(<ExpensesPage />);
    const reports = await screen.findByRole('table', { name: 'Expense reports' });
    const [, pune, delhi] = within(reports).getAllByRole('row');
    expect(within(pune!).getByRole('link', { name: 'Pune workshop' }).getAttribute('href')).toBe(
      '/expenses/rep-0001-abcd',
    );
    expect(pune!.textContent).toContain('ER100001');
    expect(pune!.textContent).toContain('Pune offsite');
    expect(pune!.textContent).toContain('Draft');
    expect(pune!.textContent).toContain('₹1,23,456.50');
    expect(within(pune!).getByText('Out of policy')).toBeTruthy();
    expect(delhi!.textContent).toContain('Reimbursed');
    expect(delhi!.textContent).toContain('₹5,000');
    expect(within(delhi!).queryByText('Out of policy')).toBeNull();
    const loose = screen.getByRole('table', { name: 'Expenses not in a report' });
    expect(loose.textContent).toContain('Cafe Coffee Day');
    expect(loose.textContent).toContain('₹250');
    expect(requestsOf('getmyexpenses')).toEqual([{ filter: 'all' }]);
  });

  it('asks the server for the chosen stage', async () => {
    callOperation.mockImplementation(
      answerCalls(
        {
          getmyexpenses: (f) => ({
            ...OK,
            reports:
              f.filter === 'finance'
                ? [summary('rep-0003-abcd', { title: 'With finance one', status: 'approved' })]
                : [],
            unreportedlines: [],
          }),
        },
        () => OK,
      ),
    );
    renderScreen(<ExpensesPage />);
    expect(await screen.findByText('No reports here.')).toBeTruthy();
    await userEvent.click(screen.getByText('With finance'));
    expect(await screen.findByRole('link', { name: 'With finance one' })).toBeTruthy();
    expect(requestsOf('getmyexpenses').map((f) => f.filter)).toEqual(['all', 'finance']);
  });

  it('creates a new report with a client-made id and the title given', async () => {
    callOperation.mockImplementation(
      answerCalls(
        {
          ...masterAnswers,
          getmyexpenses: () => ({ ...OK, reports: [], unreportedlines: [] }),
          createexpensereport: (f) => ({ ...OK, report: { reportid: f.reportid } }),
        },
        () => OK,
      ),
    );
    renderScreen(<ExpensesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New report' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Chennai visit');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(requestsOf('createexpensereport')).toHaveLength(1));
    const [created] = requestsOf('createexpensereport');
    expect(created).toEqual({ reportid: expect.stringMatching(/^[0-9a-f-]{36}$/), title: 'Chennai visit', tripid: '' });
    expect(navigate).toHaveBeenCalledWith({ to: `/expenses/${String(created!.reportid)}` });
  });

  it('shows the server’s refusal', async () => {
    const { ApiError } = await import('../../api/errors');
    callOperation.mockImplementation(
      answerCalls(
        { getmyexpenses: () => Promise.reject(new ApiError(500, 'The expenses cannot be read now')) },
        () => OK,
      ),
    );
    renderScreen(<ExpensesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('The expenses cannot be read now');
  });

  it('merges the lines saved here (waiting to sync) with the server’s, hides those being deleted, and reads the list again once sent', async () => {
    const server = [
      line('line-0008-abcd', { merchant: 'Edited here' }),
      line('line-0009-abcd', { merchant: 'Deleted here' }),
      line('line-0010-abcd', { merchant: 'Cafe Coffee Day' }),
    ];
    callOperation.mockImplementation(
      answerCalls({ getmyexpenses: () => ({ ...OK, reports: [], unreportedlines: server }) }, () => OK),
    );
    await queueExpenseLine('P1', lineInput({ lineid: 'line-0008-abcd', merchant: 'Edited offline' }), [
      photo('bill.jpg', 200),
    ]);
    await queueExpenseLine('P1', lineInput({ reportid: 'rep-0001-abcd', merchant: 'In a report' }), []);
    await queueExpenseLineDelete('P1', 'line-0009-abcd');
    renderScreen(<ExpensesPage />);

    const table = await screen.findByRole('table', { name: 'Expenses not in a report' });
    await vi.waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toHaveLength(3),
    );
    const [, edited, cafe] = within(table).getAllByRole('row');
    expect(edited!.textContent).toContain('Edited offline');
    expect(edited!.textContent).toContain('Waiting to sync');
    expect(cafe!.textContent).toContain('Cafe Coffee Day');
    expect(screen.queryByText('Offline: showing what is on this device')).toBeNull();
    callOperation.mockImplementation(
      answerCalls(
        { ...masterAnswers, getmyexpenses: () => ({ ...OK, reports: [], unreportedlines: server }) },
        () => OK,
      ),
    );
    await userEvent.click(within(edited!).getByRole('button', { name: 'Change Edited offline of 2026-03-11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change expense' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Merchant' }).value).toBe('Edited offline');
    expect(within(dialog).getByText('1 already attached; add more here')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await act(() =>
      db.transaction('rw', [db.outbox, db.expenseLines, db.expenseReceipts], () =>
        Promise.all([db.outbox.clear(), db.expenseLines.clear(), db.expenseReceipts.clear()]),
      ),
    );
    await vi.waitFor(() => expect(requestsOf('getmyexpenses')).toHaveLength(2));
  });

  it('offline, shows the list last loaded and the lines saved here, and says so', async () => {
    callOperation.mockImplementation(
      answerCalls(
        {
          getmyexpenses: () => ({
            ...OK,
            reports: [summary('rep-0001-abcd')],
            unreportedlines: [line('line-0010-abcd', { merchant: 'Cafe Coffee Day' })],
          }),
        },
        () => OK,
      ),
    );
    renderScreen(<ExpensesPage />);
    await screen.findByRole('link', { name: 'Pune workshop' });
    cleanup();

    callOperation.mockImplementation(() => Promise.reject(new NetworkError()));
    await queueExpenseLine('P1', lineInput({ merchant: 'Saved offline' }), []);
    renderScreen(<ExpensesPage />);
    expect(await screen.findByText('Offline: showing what is on this device')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pune workshop' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Expenses not in a report' });
    expect(table.textContent).toContain('Cafe Coffee Day');
    expect((await within(table).findByText('Saved offline')).closest('tr')!.textContent).toContain('Waiting to sync');
  });

  it('hides a report whose delete waits in the outbox', async () => {
    callOperation.mockImplementation(
      answerCalls(
        {
          getmyexpenses: () => ({
            ...OK,
            reports: [summary('rep-0001-abcd'), summary('rep-0002-abcd', { title: 'Delhi audit' })],
            unreportedlines: [],
          }),
        },
        () => Promise.reject(new NetworkError()),
      ),
    );
    await queueExpenseReportDelete('P1', 'rep-0001-abcd', 'Pune workshop');
    renderScreen(<ExpensesPage />);
    const reports = await screen.findByRole('table', { name: 'Expense reports' });
    expect(await within(reports).findByRole('link', { name: 'Delhi audit' })).toBeTruthy();
    expect(within(reports).queryByRole('link', { name: 'Pune workshop' })).toBeNull();
  });

  it('offline after a reload, shows the list this device kept at the last load', async () => {
    // What an earlier visit (before the page was reloaded) kept: nothing of it is in memory now.
    await keepExpenseView('P1', 'myexpenses:all', {
      reports: [summary('rep-0001-abcd')],
      unreportedlines: [line('line-0010-abcd', { merchant: 'Kept on the device' })],
    });
    await keepExpenseView('P2', 'myexpenses:all', { reports: [], unreportedlines: [line('line-0011-abcd', { merchant: 'Someone else' })] });
    callOperation.mockImplementation(() => Promise.reject(new NetworkError()));
    renderScreen(<ExpensesPage />);
    expect(await screen.findByText('Offline: showing what is on this device')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pune workshop' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Expenses not in a report' });
    expect(table.textContent).toContain('Kept on the device');
    expect(table.textContent).not.toContain('Someone else');
  });

  it('offline, queues a new report under its client-made id and opens it', async () => {
    callOperation.mockImplementation(
      answerCalls({ ...masterAnswers, getmyexpenses: () => ({ ...OK, reports: [], unreportedlines: [] }) }, () =>
        Promise.reject(new NetworkError()),
      ),
    );
    renderScreen(<ExpensesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New report' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Chennai visit');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    const [entry] = await outboxTable(db).toArray();
    expect(entry).toMatchObject({ operation: 'createExpenseReport', fields: { title: 'Chennai visit', tripid: '' } });
    expect(entry!.fields.reportid).toBe(requestsOf('createexpensereport')[0]!.reportid);
    expect(navigate).toHaveBeenCalledWith({ to: `/expenses/${String(entry!.fields.reportid)}` });
    expect(await screen.findByRole('link', { name: 'Chennai visit' })).toBeTruthy();
  });
});
