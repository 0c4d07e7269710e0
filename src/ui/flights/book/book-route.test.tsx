import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAREKEY, reprice } from '../../../machines/flights/flight-booking.machine.fixtures';
import { renderAppAt } from '../../../routes/-app-test-kit';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { fakeServer } from './book-test-kit';

/** The /flights/book route: what it does with rid, fares, approvalid and payment, and where it leads. */

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  setSession(loginFixture());
  // jsdom lacks scrollTo; the router calls it on navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  act(() => setSession(null));
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FARES = encodeURIComponent(JSON.stringify([FAREKEY]));

describe('/flights/book', { timeout: 30_000 }, () => {
  it.each([
    ['/flights/book'],
    ['/flights/book?rid=R100'],
    [`/flights/book?fares=${FARES}`],
    ['/flights/book?rid=R100&fares=not-json'],
    [`/flights/book?rid=R100&fares=${encodeURIComponent('[]')}`],
    [`/flights/book?rid=R100&fares=${encodeURIComponent('[1,2]')}`],
  ])('sends %s to the flight search', async (url) => {
    const router = renderAppAt(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Flights' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/flights');
  });

  it('books the fares of a readable URL, with the failed-payment notice, and opens the e-ticket', async () => {
    const user = userEvent.setup();
    const router = renderAppAt(`/flights/book?rid=R100&fares=${FARES}&payment=failed`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Flight' })).toBeTruthy();
    expect(await screen.findByText('Payment failed. You have not been charged. Please try again.')).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ rid: 'R100', fares: [FAREKEY], payment: 'failed' });
    expect(server.called('REPRICE')[0]).toMatchObject({ responseid: 'R100', selected: [{ farekey: FAREKEY }] });
    const pay = await screen.findByRole('button', { name: 'Proceed to Payment' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await user.click(pay);
    await user.click(await screen.findByRole('button', { name: 'Pay ₹4,850 from wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flights/eticket/FL100001'));
  });

  it('an approved request on the search page continues here with its approvalid', async () => {
    const user = userEvent.setup();
    server.answers.REPRICE = reprice({ approvalrequired: true, inpolicy: false });
    server.answers.getmybookingapprovals = {
      ApiStatus: { Status: 'OK' },
      list: [
        {
          approvalid: 'BA7',
          service: 'flight',
          status: 'approved',
          used: false,
          requesterprofileid: 'P1',
          travellername: 'Ravi Kumar',
          approvername: 'Meera Manager',
          onbehalfof: '',
          summary: 'Flight BLR → DEL, 1 traveller',
          fromdate: '2026-12-01',
          todate: '2026-12-01',
          totalamount: '4850.00',
          currency: 'INR',
          inpolicy: false,
          policyviolationreason: 'Fare above the cap',
          requesterreason: 'Client meeting moved earlier',
          remarks: '',
          requestedon: '2026-11-20T09:00:00.000Z',
          decidedon: '2026-11-20T10:00:00.000Z',
          resumeurl: `/flights/book?rid=R100&fares=${FARES}&approvalid=BA7`,
        },
      ],
    };
    const router = renderAppAt('/flights');
    await user.click(await screen.findByRole('link', { name: 'Continue booking BA7' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Flight' })).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ rid: 'R100', fares: [FAREKEY], approvalid: 'BA7' });
    expect(server.called('getmybookingapprovals')[0]).toMatchObject({ service: 'flight' });
    // Approved already: the page pays instead of asking again.
    expect(await screen.findByRole('button', { name: 'Proceed to Payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for Approval' })).toBeNull();
  });
});
