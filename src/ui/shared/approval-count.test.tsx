import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingApproval } from '../../contract/booking-approvals/operations';
import { PUSH_ARRIVED_MESSAGE } from '../../sw/push-protocol';
import { BookingApprovalInbox } from '../approvals/BookingApprovalInbox';
import { answerCalls, callsSettled, renderScreen } from './screen-test-kit';
import { FRESH_MS, approvalsLabel, useApprovalCount } from './approval-count';

/* The approvals count: read once and kept while fresh, read again when it can have changed. */

const callOperation = vi.hoisted(() => vi.fn());
// Each test signs in as a profile of its own, so no test sees a count another one read.
const signedIn = vi.hoisted(() => ({ profileid: '' }));
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
vi.mock('../../session/store', () => {
  const session = () => ({ profilemaster: { profileid: signedIn.profileid } });
  return { getSession: session, useSession: session };
});

/** The service worker's side of the page, absent from jsdom: a target the worker's messages arrive on. */
const serviceWorker = new EventTarget();
beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
});

afterEach(() => {
  cleanup();
  callOperation.mockReset();
  vi.useRealTimers();
});

function Badge({ pathname }: { pathname: string }) {
  const count = useApprovalCount(pathname);
  return <span role="note" aria-label={approvalsLabel('Approvals', count)} />;
}

/** Answers the count from `counts`, one after the other (the last one again once they run out). */
function answerCounts(...counts: number[]) {
  const reads = () => callOperation.mock.calls.filter(([op]) => (op as { action?: string }).action === 'getapprovalcount').length;
  callOperation.mockImplementation(
    answerCalls({ getapprovalcount: () => ({ ApiStatus: { Status: 'OK' }, trips: 0, bookings: 0, total: counts[Math.min(reads(), counts.length) - 1] }) }, () => ({})),
  );
  return reads;
}

const shows = (text: string) => vi.waitFor(() => expect(screen.getByRole('note').getAttribute('aria-label')).toBe(text));

describe('useApprovalCount', () => {
  it('reads the count once across page changes while it is fresh, and again on a page change once stale', async () => {
    signedIn.profileid = 'P1';
    vi.useFakeTimers({ toFake: ['Date'] });
    const reads = answerCounts(2, 3);
    const view = renderScreen(<Badge pathname="/" />);
    await shows('Approvals, 2 waiting');
    for (const pathname of ['/trips', '/approvals', '/bookings', '/']) view.rerender(<Badge pathname={pathname} />);
    await shows('Approvals, 2 waiting');
    expect(reads()).toBe(1);
    vi.setSystemTime(Date.now() + FRESH_MS + 1);
    view.rerender(<Badge pathname="/trips" />);
    await shows('Approvals, 3 waiting');
    expect(reads()).toBe(2);
  });

  it('reads it again after a decision on the approvals page', async () => {
    signedIn.profileid = 'P2';
    const request = { approvalid: 'BA1', service: 'insurance', status: 'pending', used: false, requesterprofileid: '20001', travellername: 'Rahul Verma', approvername: 'Priya Nair', onbehalfof: '', summary: 'Travel insurance', fromdate: '2026-04-10', todate: '2026-04-30', totalamount: '4366.00', currency: 'INR', inpolicy: false, policyviolationreason: '', requesterreason: '', remarks: '', requestedon: '2026-03-01T09:00:00.000Z', decidedon: '', resumeurl: '' } satisfies BookingApproval;
    let total = 1;
    callOperation.mockImplementation(
      answerCalls(
        {
          getapprovalcount: () => ({ ApiStatus: { Status: 'OK' }, trips: 0, bookings: total, total }),
          getbookingapprovals: () => ({ ApiStatus: { Status: 'OK' }, list: total ? [request] : [] }),
          decidebookingapproval: () => ((total = 0), { ApiStatus: { Status: 'OK' }, approvalid: 'BA1', status: 'approved', message: 'Booking request approved' }),
        },
        () => ({}),
      ),
    );
    renderScreen(
      <>
        <Badge pathname="/approvals" />
        <BookingApprovalInbox />
      </>,
    );
    await shows('Approvals, 1 waiting');
    const card = await screen.findByRole('article', { name: /^Booking request: / });
    await userEvent.click(within(card).getByRole('button', { name: /^Approve / }));
    await shows('Approvals');
  });

  it('reads it again when a push about an approval arrives, not for other pushes', async () => {
    signedIn.profileid = 'P3';
    const reads = answerCounts(1, 2);
    renderScreen(<Badge pathname="/" />);
    await shows('Approvals, 1 waiting');
    const push = (tag: string) => act(() => void serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: PUSH_ARRIVED_MESSAGE, tag } })));
    push('flight-cancel-FL700001');
    expect(reads()).toBe(1);
    push('booking-approval-BA100001');
    await shows('Approvals, 2 waiting');
    expect(reads()).toBe(2);
  });

  it('reads it again when the tab is shown again and when the network is back', async () => {
    signedIn.profileid = 'P4';
    const reads = answerCounts(0, 1, 2);
    renderScreen(<Badge pathname="/" />);
    await vi.waitFor(() => expect(reads()).toBe(1));
    await callsSettled(callOperation);
    // jsdom's page is never shown ('prerender'): this one is.
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await shows('Approvals, 1 waiting');
    act(() => void window.dispatchEvent(new Event('online')));
    await shows('Approvals, 2 waiting');
    expect(reads()).toBe(3);
  });
});
