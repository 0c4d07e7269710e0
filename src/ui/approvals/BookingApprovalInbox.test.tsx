import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingApproval } from '../../contract/booking-approvals/operations';
import { ApiError } from '../../api/errors';
import { answerCalls, callsSettled, renderScreen } from '../shared/screen-test-kit';
import { BookingApprovalInbox } from './BookingApprovalInbox';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

const pending: BookingApproval = {
  approvalid: 'BA100001', service: 'insurance', status: 'pending', used: false, requesterprofileid: '20001',
  travellername: 'Rahul Verma', approvername: 'Priya Nair', onbehalfof: '', summary: 'Travel insurance: Worldwide Classic, 1 traveller',
  fromdate: '2026-04-10', todate: '2026-04-30', totalamount: '4366.00', currency: 'INR', inpolicy: false,
  policyviolationreason: 'Premium ₹3,700 per traveller is above the policy limit of ₹3,000', requesterreason: 'Trek in the Alps, cover needed', remarks: '',
  requestedon: '2026-03-01T09:00:00.000Z', decidedon: '', resumeurl: '',
};
const label = 'travel insurance request BA100001 of Rahul Verma';

describe('booking requests on /approvals', () => {
  it('shows nothing when no request was routed to me, or the list cannot be read', async () => {
    callOperation.mockImplementation(() => Promise.reject(new ApiError(500, 'Request failed (HTTP 500).')));
    renderScreen(<BookingApprovalInbox />);
    await vi.waitFor(() => expect(callOperation).toHaveBeenCalledTimes(1));
    await callsSettled(callOperation);
    expect(screen.queryByRole('region', { name: 'Booking requests' })).toBeNull();
  });

  it('shows the request with its amount (once, rounded) and the violation; reject needs remarks; approve sends the decision', async () => {
    const decisions: Record<string, unknown>[] = [];
    let list: BookingApproval[] = [pending, { ...pending, approvalid: 'BA100000', status: 'rejected', remarks: 'Too dear', requesterreason: '' }];
    callOperation.mockImplementation(
      answerCalls(
        {
          getbookingapprovals: () => ({ ApiStatus: { Status: 'OK' }, list }),
          decidebookingapproval: (fields) => {
            decisions.push(fields);
            list = list.filter((a) => a.approvalid !== 'BA100001');
            return { ApiStatus: { Status: 'OK' }, approvalid: 'BA100001', status: 'approved', message: 'Booking request approved' };
          },
        },
        () => ({}),
      ),
    );
    renderScreen(<BookingApprovalInbox />);
    const card = await screen.findByRole('article', { name: `Booking request: ${label}` });
    expect(within(card).getByText('Travel insurance: Worldwide Classic, 1 traveller')).toBeTruthy();
    expect(card.textContent).toContain('₹4,366');
    expect(card.textContent).not.toContain('INR 4366.00');
    expect(within(card).getByText(/Out of policy: Premium ₹3,700/)).toBeTruthy();
    expect(within(card).getByText('Reason given: Trek in the Alps, cover needed')).toBeTruthy();
    // A decided request is listed without buttons.
    const decided = screen.getByRole('article', { name: 'Booking request: travel insurance request BA100000 of Rahul Verma' });
    expect([within(decided).getByText('Rejected'), within(decided).queryByRole('button')]).toEqual([expect.anything(), null]);

    await userEvent.click(within(card).getByRole('button', { name: `Reject ${label}` }));
    expect(within(card).getByText('Remarks are required to reject a booking request')).toBeTruthy();
    expect(decisions).toEqual([]);
    await userEvent.type(within(card).getByRole('textbox', { name: `Remarks for ${label}` }), 'Fine');
    await userEvent.click(within(card).getByRole('button', { name: `Approve ${label}` }));
    expect((await screen.findByRole('status')).textContent).toContain('Booking request approved (BA100001)');
    expect(decisions).toEqual([expect.objectContaining({ approvalid: 'BA100001', decision: 'approve', remarks: 'Fine' })]);
    expect(screen.queryByRole('article', { name: `Booking request: ${label}` })).toBeNull();
  });
});
