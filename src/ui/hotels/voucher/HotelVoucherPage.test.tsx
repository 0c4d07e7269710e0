import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NetworkError } from '../../../api/errors';
import { db } from '../../../db/database';
import { keepHotelVoucher, keptHotelVoucher } from '../../../db/hotel-vouchers';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { type CallHandlers, answerCalls, renderScreen } from '../../shared/screen-test-kit';
import { HotelVoucherPage } from './HotelVoucherPage';
import { hotelBooking } from './voucher-test-kit';

const callOperation = vi.hoisted(() => vi.fn());
const saveBase64Pdf = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
vi.mock('../../shared/save-pdf', () => ({ saveBase64Pdf }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

/** Every page also prefetches upcoming vouchers: an empty list keeps that out of the way. */
const answer = (handlers: CallHandlers) =>
  callOperation.mockImplementation(
    answerCalls({ list: () => ({ list: [] }), ...handlers }, () => Promise.reject(new Error('unexpected call'))),
  );
const show = () => renderScreen(<HotelVoucherPage txid="HTL1001" />);
const fieldValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const actions = () => within(screen.getByRole('group', { name: 'Voucher actions' }));

beforeEach(() => act(() => setSession(loginFixture())));
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  saveBase64Pdf.mockReset();
  await db.hotelVouchers.clear();
});

describe('hotel voucher page', () => {
  it('shows the stay, the confirmation number and the amounts exact with Indian grouping, and keeps the voucher', async () => {
    answer({ gethotelbooking: () => ({ booking: hotelBooking() }) });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saffron Suites Whitefield' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Booking status' })).getByText('Confirmed')).toBeTruthy();
    expect(screen.getByText('HCABCD2345')).toBeTruthy();
    expect(screen.getByLabelText('4-star')).toBeTruthy();
    expect(fieldValue('Check-in')).toBe('Mon, 14 Dec 2099, from 14:00');
    expect(fieldValue('Rooms and guests')).toBe('1 room, 2 adults, 1 child');
    expect(fieldValue('Booking reference')).toBe('HTL1001');
    expect(fieldValue('Paid by')).toBe('Wallet');
    expect(within(screen.getByRole('list', { name: 'Guests' })).getByText('Mr Ravi Kumar (lead guest)')).toBeTruthy();
    const amounts = within(screen.getByRole('table', { name: 'Amounts' }));
    expect(amounts.getByRole('rowheader', { name: 'Room' }).nextElementSibling?.textContent).toBe('₹1,23,456');
    expect(amounts.getByRole('rowheader', { name: 'GST' }).nextElementSibling?.textContent).toBe('₹6,172.80');
    expect(amounts.getByRole('rowheader', { name: 'Total' }).nextElementSibling?.textContent).toBe('₹1,29,628.80');
    expect(actions().getByRole('button', { name: 'Download GST invoice' })).toBeTruthy();
    await waitFor(async () => expect((await keptHotelVoucher('P1', 'HTL1001'))?.data).toEqual(hotelBooking()));
  });

  it('says the hotel has not confirmed yet while the booking waits for it', async () => {
    answer({ gethotelbooking: () => ({ booking: hotelBooking({ status: 'booked', confirmationnumber: '' }) }) });
    show();
    expect(await screen.findByText("Booked — waiting for the hotel's confirmation")).toBeTruthy();
    expect(screen.getByText('The hotel has not confirmed the booking yet. This page updates by itself when it does.')).toBeTruthy();
    expect(screen.queryByText(/Hotel confirmation number/)).toBeNull();
  });

  it('opens the kept copy when the server cannot be reached, says so, and cannot cancel', async () => {
    await keepHotelVoucher('P1', 'HTL1001', hotelBooking(), Date.UTC(2099, 11, 2, 9, 30));
    answer({ gethotelbooking: () => Promise.reject(new NetworkError()), list: () => Promise.reject(new NetworkError()) });
    show();
    expect(await screen.findByText(/^Saved on this device 2 Dec 2099, \d\d:\d\d; you are offline\.$/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Saffron Suites Whitefield' })).toBeTruthy();
    const cancel = actions().getByRole('button', { name: 'Cancel booking' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    expect(screen.getByText('Cancelling needs a connection.')).toBeTruthy();
  });

  it('says a voucher never saved here is not available offline', async () => {
    answer({ gethotelbooking: () => Promise.reject(new NetworkError()) });
    show();
    expect(await screen.findByRole('heading', { name: 'Voucher not available offline' })).toBeTruthy();
  });

  it("forgets the kept copy when the server knows no such booking for this user", async () => {
    await keepHotelVoucher('P1', 'HTL1001', hotelBooking());
    answer({ gethotelbooking: () => Promise.reject(new ApiError(403, 'txid: hotel booking not found')) });
    show();
    expect(await screen.findByRole('heading', { name: 'No hotel booking found' })).toBeTruthy();
    await waitFor(async () => expect(await keptHotelVoucher('P1', 'HTL1001')).toBeUndefined());
  });

  it('downloads the PDF the server prints', async () => {
    answer({
      gethotelbooking: () => ({ booking: hotelBooking() }),
      gethotelvoucherpdf: () => ({ filename: 'Hotel-voucher-HTL1001.pdf', pdfbase64: 'JVBERg==' }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saveBase64Pdf).toHaveBeenCalledWith('JVBERg==', 'Hotel-voucher-HTL1001.pdf'));
  });

  it('offers no cancel once cancelled, and shows the refund and where it went', async () => {
    const cancellation = { requestedon: '2099-12-10T08:00:00.000Z', reason: 'Meeting moved', percent: 50, penalty: '64814.40', refund: '64814.40', refundmode: 'wallet' as const };
    answer({ gethotelbooking: () => ({ booking: hotelBooking({ status: 'cancelled', cancellation }) }) });
    show();
    expect(await screen.findByText('The refund goes to your wallet.')).toBeTruthy();
    const refund = within(screen.getByRole('table', { name: 'Refund' }));
    expect(refund.getByRole('rowheader', { name: 'Refund' }).nextElementSibling?.textContent).toBe('₹64,814.40');
    expect(refund.getByRole('rowheader', { name: 'Cancellation charge (50 %)' })).toBeTruthy();
    expect(actions().queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
