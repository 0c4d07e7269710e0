import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/database';
import { renderAppAt } from '../../../routes/-app-test-kit';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { hotelBooking } from './voucher-test-kit';

/*
 * The vouchers of a stay whose dates were changed link each other (docs/features/hotels-change.md
 * "Screens"), in the whole app against a fake server: HTL1001 was replaced by HTL1002.
 */

const VOUCHERS: Record<string, ReturnType<typeof hotelBooking>> = {
  HTL1001: hotelBooking({ txid: 'HTL1001', status: 'cancelled', replacedbytxid: 'HTL1002' }),
  HTL1002: hotelBooking({ txid: 'HTL1002', checkin: '2099-12-20', checkout: '2099-12-23', nights: 3, replacestxid: 'HTL1001' }),
  HTL1003: hotelBooking({ txid: 'HTL1003' }),
};

beforeEach(() => {
  setSession(loginFixture());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { action?: string; txid?: string };
    const answer = body.action === 'gethotelbooking' ? { booking: VOUCHERS[body.txid ?? ''] } : {};
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

describe('the vouchers of a changed stay', { timeout: 20_000 }, () => {
  it('link the old booking to the new one and back, each to its voucher route', async () => {
    const router = renderAppAt('/hotels/voucher/HTL1001');
    const toNew = await screen.findByRole('link', { name: 'HTL1002' }, { timeout: 5_000 });
    expect(toNew.closest('p')?.textContent).toBe('Dates changed: this stay is now booking HTL1002');
    expect(toNew.getAttribute('href')).toBe('/hotels/voucher/HTL1002');
    expect(screen.queryByText(/^Replaces booking/)).toBeNull();

    await userEvent.click(toNew);
    const toOld = await screen.findByRole('link', { name: 'HTL1001' }, { timeout: 5_000 });
    expect(router.state.location.pathname).toBe('/hotels/voucher/HTL1002');
    expect(toOld.closest('p')?.textContent).toBe('Replaces booking HTL1001, the stay at the earlier dates');
    expect(toOld.getAttribute('href')).toBe('/hotels/voucher/HTL1001');
    expect(screen.queryByText(/^Dates changed/)).toBeNull();
  });

  it('shows neither line on a stay never changed', async () => {
    renderAppAt('/hotels/voucher/HTL1003');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saffron Suites Whitefield' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText(/^Dates changed/)).toBeNull();
    expect(screen.queryByText(/^Replaces booking/)).toBeNull();
  });
});
