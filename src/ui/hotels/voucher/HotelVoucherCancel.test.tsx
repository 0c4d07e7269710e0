import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../api/errors';
import { db } from '../../../db/database';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { answerCalls, renderScreen } from '../../shared/screen-test-kit';
import { HotelVoucherPage } from './HotelVoucherPage';
import { hotelBooking } from './voucher-test-kit';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

const QUOTE = { txid: 'HTL1001', percent: 50, penalty: '64814.40', refund: '64814.40', text: '50 % from 72 to 24 hours before check-in', refundmode: 'wallet' };
const calls = (action: string) => callOperation.mock.calls.filter(([op]) => op.action === action).map(([, fields]) => fields);

/** The voucher (cancelled once cancelhotel was called), the quote and the cancel answer. */
function answer(cancel: () => unknown) {
  callOperation.mockImplementation(
    answerCalls(
      {
        list: () => ({ list: [] }),
        gethotelbooking: () => ({
          booking: calls('cancelhotel').length > 0 ? hotelBooking({ status: 'cancellationrequested', confirmationnumber: '' }) : hotelBooking(),
        }),
        quotehotelcancellation: () => QUOTE,
        cancelhotel: cancel,
      },
      () => Promise.reject(new Error('unexpected call')),
    ),
  );
}

async function openDrawer() {
  renderScreen(<HotelVoucherPage txid="HTL1001" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
  return screen.findByRole('dialog', { name: 'Cancel booking' });
}

beforeEach(() => act(() => setSession(loginFixture())));
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  await db.hotelVouchers.clear();
});

describe('cancelling a hotel stay', () => {
  it('shows the charge, its tier, the refund and where it goes before the confirm button, and asks for a reason', async () => {
    answer(() => Promise.reject(new Error('not asked')));
    const drawer = within(await openDrawer());
    const quote = within(await drawer.findByRole('table', { name: 'If you cancel now' }));
    expect(quote.getByRole('rowheader', { name: 'Cancellation charge (50 %)' }).nextElementSibling?.textContent).toBe('₹64,814.40');
    expect(quote.getByRole('rowheader', { name: 'Refund' }).nextElementSibling?.textContent).toBe('₹64,814.40');
    expect(drawer.getByText('50 % from 72 to 24 hours before check-in')).toBeTruthy();
    expect(drawer.getByText('The refund goes to your wallet.')).toBeTruthy();
    await userEvent.click(drawer.getByRole('button', { name: 'Confirm cancellation' }));
    expect((await drawer.findByRole('alert')).textContent).toBe('Please give a reason for cancelling.');
    expect(calls('cancelhotel')).toEqual([]);
  });

  it('cancels with the reason, shows the message and reads the voucher again', async () => {
    answer(() => ({ txid: 'HTL1001', bookingstatus: 'cancellationrequested', penalty: '64814.40', refund: '64814.40', refundmode: 'wallet', message: 'Your hotel booking is cancelled. INR 64814.40 will be refunded to your wallet.' }));
    const drawer = within(await openDrawer());
    await userEvent.type(await drawer.findByRole('textbox', { name: /Reason for cancelling/ }), 'Meeting moved');
    await userEvent.click(drawer.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByText('Your hotel booking is cancelled. INR 64814.40 will be refunded to your wallet.')).toBeTruthy();
    expect(calls('cancelhotel')).toEqual([{ txid: 'HTL1001', reason: 'Meeting moved' }]);
    expect(await screen.findByText('Cancellation requested')).toBeTruthy();
    expect(screen.getByText('The hotel has not confirmed the cancellation yet. This page updates by itself when it does.')).toBeTruthy();
  });

  it('opens the drawer at once when the page is asked to (?cancel=1 from a trip), with the quote', async () => {
    answer(() => Promise.reject(new Error('not asked')));
    renderScreen(<HotelVoucherPage txid="HTL1001" openCancel />);
    const drawer = within(await screen.findByRole('dialog', { name: 'Cancel booking' }));
    expect(await drawer.findByRole('table', { name: 'If you cancel now' })).toBeTruthy();
    expect(calls('quotehotelcancellation')).toEqual([{ txid: 'HTL1001' }]);
  });

  it('does not open it for a stay already cancelled', async () => {
    callOperation.mockImplementation(
      answerCalls(
        { list: () => ({ list: [] }), gethotelbooking: () => ({ booking: hotelBooking({ status: 'cancelled' }) }) },
        () => Promise.reject(new Error('unexpected call')),
      ),
    );
    renderScreen(<HotelVoucherPage txid="HTL1001" openCancel />);
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Cancel booking' })).toBeNull();
    expect(calls('quotehotelcancellation')).toEqual([]);
  });

  it("shows the server's reason when it refuses", async () => {
    answer(() => Promise.reject(new ApiError(409, 'txid: this hotel booking is already cancelled')));
    const drawer = within(await openDrawer());
    await userEvent.type(await drawer.findByRole('textbox', { name: /Reason for cancelling/ }), 'Meeting moved');
    await userEvent.click(drawer.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(drawer.getByRole('alert').textContent).toBe('txid: this hotel booking is already cancelled'));
  });
});
