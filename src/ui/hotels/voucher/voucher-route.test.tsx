import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/database';
import { renderAppAt } from '../../../routes/-app-test-kit';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { hotelBooking } from './voucher-test-kit';

/** /hotels/voucher/$txid in the whole app against a fake server: `?cancel=1` (a trip's 'Cancel') opens the cancel drawer. */

type Call = Record<string, unknown> & { action?: string };
const QUOTE = {
  txid: 'HTL1001',
  percent: 0,
  penalty: '0.00',
  refund: '129628.80',
  text: '72 hours or more before check-in: free',
  refundmode: 'none',
};
let calls: Call[] = [];

beforeEach(() => {
  calls = [];
  setSession(loginFixture());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    const answer =
      body.action === 'gethotelbooking'
        ? { booking: hotelBooking({ tripid: '710001', paymentmode: 'company' }) }
        : body.action === 'quotehotelcancellation'
          ? QUOTE
          : {};
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db.hotelVouchers.clear();
});

describe('/hotels/voucher/$txid', { timeout: 20_000 }, () => {
  it('opens the cancel drawer with its quote for ?cancel=1', async () => {
    const router = renderAppAt('/hotels/voucher/HTL1001?cancel=1');
    const drawer = within(await screen.findByRole('dialog', { name: 'Cancel booking' }, { timeout: 5_000 }));
    expect(
      await drawer.findByText(
        'The refund goes nowhere: the stay was billed to the company account, so no money moves.',
      ),
    ).toBeTruthy();
    expect(router.state.location.search).toEqual({ cancel: 1 });
  });

  it('shows the voucher without the drawer otherwise', async () => {
    renderAppAt('/hotels/voucher/HTL1001');
    expect(await screen.findByRole('button', { name: 'Cancel booking' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Cancel booking' })).toBeNull();
    expect(calls.filter((c) => c.action === 'quotehotelcancellation')).toEqual([]);
  });
});
