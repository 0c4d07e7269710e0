import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingApproval } from '../../contract/booking-approvals/operations';
import { ApiError } from '../../api/errors';
import { answerCalls, callsSettled, renderScreen } from '../shared/screen-test-kit';
import { MyBookingApprovals } from './MyBookingApprovals';

const callOperation = vi.hoisted(() => vi.fn());
const navigate = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

afterEach(() => {
  cleanup();
  callOperation.mockReset();
  navigate.mockReset();
});

const base: BookingApproval = {
  approvalid: 'BA100001', service: 'insurance', status: 'pending', used: false, requesterprofileid: '20001',
  travellername: 'Rahul Verma', approvername: 'Priya Nair', onbehalfof: '', summary: 'Travel insurance: Worldwide Classic, 1 traveller',
  fromdate: '2026-04-10', todate: '2026-04-30', totalamount: '4366.00', currency: 'INR', inpolicy: false,
  policyviolationreason: 'Premium above the limit', requesterreason: '', remarks: '', requestedon: '2026-03-01T09:00:00.000Z', decidedon: '', resumeurl: '',
};
const resume = '/insurance/book?ins=R1%3BWWCLASSIC&approvalid=BA100002';

describe('MyBookingApprovals', () => {
  it('lists the requester’s requests with their status; an approved one continues the booking', async () => {
    const asked: Record<string, unknown>[] = [];
    const list = [
      base,
      { ...base, approvalid: 'BA100002', status: 'approved', resumeurl: resume },
      { ...base, approvalid: 'BA100003', status: 'rejected', remarks: 'Pick a cheaper plan' },
      { ...base, approvalid: 'BA100004', status: 'approved', used: true },
    ];
    callOperation.mockImplementation(answerCalls({ getmybookingapprovals: (fields) => (asked.push(fields), { ApiStatus: { Status: 'OK' }, list }) }, () => ({})));
    renderScreen(<MyBookingApprovals service="insurance" />);

    const pending = await screen.findByRole('article', { name: 'Booking request BA100001' });
    expect(asked).toEqual([{ service: 'insurance' }]);
    expect(within(pending).getByText('Waiting for approval')).toBeTruthy();
    expect(within(pending).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Booking request BA100003' })).getByText('Remarks: Pick a cheaper plan')).toBeTruthy();
    const used = screen.getByRole('article', { name: 'Booking request BA100004' });
    expect([within(used).getByText('Approved and booked'), within(used).queryByRole('link')]).toEqual([expect.anything(), null]);

    const link = within(screen.getByRole('article', { name: 'Booking request BA100002' })).getByRole('link', { name: 'Continue booking BA100002' });
    expect(link.getAttribute('href')).toBe(resume);
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith({ href: resume });
  });

  it('shows nothing when there are no requests or the list cannot be read', async () => {
    callOperation.mockImplementation(() => Promise.reject(new ApiError(500, 'Request failed (HTTP 500).')));
    renderScreen(<MyBookingApprovals service="insurance" />);
    await vi.waitFor(() => expect(callOperation).toHaveBeenCalledTimes(1));
    await callsSettled(callOperation);
    expect(screen.queryByRole('region', { name: 'My booking requests' })).toBeNull();
  });
});
