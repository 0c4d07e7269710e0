import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { answerCalls, callsSettled, renderScreen } from '../shared/screen-test-kit';
import { AmendmentInbox } from './AmendmentInbox';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

const pending = {
  amendmentid: '7',
  tripid: '710009',
  tripname: 'Pune workshop',
  travellername: 'Rahul Verma',
  amendmenttype: 'datechange',
  currentfromdate: '2026-05-10',
  currenttodate: '2026-05-12',
  fromdate: '2026-05-20',
  todate: '2026-05-22',
  remarks: 'Client moved it',
  requestedon: '2026-04-01T10:00:00.000Z',
};
const label = 'date change of trip 710009 of Rahul Verma';

describe('date change requests on /approvals', () => {
  it('shows nothing when no date change waits, or the list cannot be read', async () => {
    callOperation.mockImplementation(() => Promise.reject(new ApiError(500, 'Request failed (HTTP 500).')));
    renderScreen(<AmendmentInbox />);
    await vi.waitFor(() => expect(callOperation).toHaveBeenCalledTimes(1));
    await callsSettled(callOperation);
    expect(screen.queryByRole('region', { name: 'Date change requests' })).toBeNull();
  });

  it('needs remarks to reject; approves with the decision and shows the server’s answer', async () => {
    const decisions: Record<string, unknown>[] = [];
    let list = [pending];
    callOperation.mockImplementation(
      answerCalls(
        {
          getpendingamendments: () => ({ ApiStatus: { Status: 'OK' }, list }),
          'TG-TRIPAMENDMENDREQUESTAPPROVAL': (fields) => {
            decisions.push(fields);
            list = [];
            return { ApiStatus: { Status: 'OK', Message: 'Amendment approved' }, tripid: '710009', status: 'rescheduled', amendmentid: '7', amendmentstatus: 'approved' };
          },
        },
        () => ({}),
      ),
    );
    renderScreen(<AmendmentInbox />);
    const card = await screen.findByRole('article', { name: `Amendment request: ${label}` });
    expect(within(card).getByText('From 10–12 May 2026 → 20–22 May 2026')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: `Reject ${label}` }));
    expect(within(card).getByText('Remarks are required to reject a date change')).toBeTruthy();
    expect(decisions).toEqual([]);
    await userEvent.type(within(card).getByRole('textbox', { name: `Remarks for ${label}` }), 'Fine');
    await userEvent.click(within(card).getByRole('button', { name: `Approve ${label}` }));
    expect((await screen.findByRole('status')).textContent).toContain('Amendment approved (trip 710009)');
    expect(decisions).toEqual([expect.objectContaining({ tripid: '710009', amendmenttype: 'datechange', decision: 'approve', remarks: 'Fine' })]);
    expect(screen.queryByRole('article')).toBeNull();
  });
});
