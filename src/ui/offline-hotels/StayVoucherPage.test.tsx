import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import type { OfflineStay } from '../../contract/offline-hotels/stay-operations';
import { renderScreen } from '../shared/screen-test-kit';
import { StayVoucherPage } from './StayVoucherPage';
import { cancelProblem } from './CancelStayDialog';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a {...rest} href={to}>
      {children}
    </a>
  ),
}));

const STAY: OfflineStay = {
  txid: 'OH12345ABCDE', itemtype: 'offlinehotel', status: 'cancelled', tripid: '710010', tripname: 'Pune audit', travellername: 'Rahul Verma',
  hotelname: 'Lakeview Residency', address: '12 Lake Road', city: 'Pune', checkin: '2026-12-10', checkintime: '14:00', checkout: '2026-12-12',
  checkouttime: '12:00', roomtype: 'Deluxe', board: 'Breakfast', rooms: 1, guests: 1, nights: 2, confirmationno: 'LV-99812', amountkind: 'nightlyrate',
  abroad: false, paidby: 'company', base: '9000.00', tax: '450.00', total: '9450.00', notes: '', bookedon: '2026-11-29T10:00:00.000Z',
  cancellation: { reason: 'Meeting moved', charge: '4725.50', cancelledon: '2026-11-30T10:00:00.000Z' },
};

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

describe('StayVoucherPage', () => {
  it('shows the stay, its confirmation number, the amounts with GST, the cancellation, and prints', async () => {
    callOperation.mockResolvedValue({ ApiStatus: { Status: 'OK', Message: '' }, stay: STAY });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderScreen(<StayVoucherPage txid="OH12345ABCDE" />);
    expect(await screen.findByRole('heading', { name: 'Lakeview Residency' })).toBeTruthy();
    expect(screen.getByText('LV-99812')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Booking status' })).getByText('Cancelled')).toBeTruthy();
    const amounts = screen.getByRole('table', { name: 'Amounts' });
    expect(within(amounts).getByRole('row', { name: 'GST ₹450' })).toBeTruthy();
    expect(within(amounts).getByRole('row', { name: 'Total ₹9,450' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Cancellation' })).getByRole('row', { name: 'Cancellation charge ₹4,725.50' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trip Pune audit' }).getAttribute('href')).toBe('/trips/710010');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says no stay was found for someone else's txid", async () => {
    callOperation.mockRejectedValue(new ApiError(403, 'txid: stay not found'));
    renderScreen(<StayVoucherPage txid="OH0000000000" />);
    expect(await screen.findByRole('heading', { name: 'No stay found' })).toBeTruthy();
  });
});

describe('cancelProblem', () => {
  it('wants a reason and a charge of at most the total', () => {
    expect(cancelProblem(' ', '0', '9450.00')).toBe('Reason: say why, the traveller reads it');
    expect(cancelProblem('Moved', '12,00', '9450.00')).toBe('Cancellation charge: an amount like 1500.00, 0 for none');
    expect(cancelProblem('Moved', '9450.01', '9450.00')).toBe("Cancellation charge: at most the stay's total of ₹9,450");
    expect(cancelProblem('Moved', '9450', '9450.00')).toBeNull();
  });
});
