import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import type { Role } from '../../contract/roles';
import { type OfflineStay, cancelOfflineStay } from '../../contract/offline-hotels/stay-operations';
import { loginFixture } from '../../session/login-fixture';
import { setSession } from '../../session/store';
import { answerCalls, callsSettled, renderScreen } from '../shared/screen-test-kit';
import { StayVoucherPage } from './StayVoucherPage';
import { cancelProblems, cancelRefusal } from './cancel-stay-form';

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

const BOOKED: OfflineStay = { ...STAY, status: 'booked', cancellation: null };
const OK = { ApiStatus: { Status: 'OK', Message: '' } };

afterEach(() => {
  cleanup();
  callOperation.mockReset();
  setSession(null);
});

function signIn(role: Role) {
  const login = loginFixture();
  setSession({ ...login, profilemaster: { ...login.profilemaster, corporate_role: role } });
}

/** The booked stay's voucher, answered by `cancel` when the desk cancels it (the voucher reads the stay as it stands then). */
function serveBookedStay(cancel: (fields: Record<string, unknown>) => OfflineStay, first: OfflineStay = BOOKED) {
  let stay = first;
  callOperation.mockImplementation(
    answerCalls(
      {
        getofflinestay: () => ({ ...OK, stay }),
        cancelofflinestay: (fields) => {
          stay = cancel(fields);
          return { ...OK, stay };
        },
      },
      () => Promise.reject(new Error('unexpected call')),
    ),
  );
}

/** What a screen reader says after a field's label: its description and its error. */
const spokenWith = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openCancel() {
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel stay' }));
  return screen.findByRole('dialog', { name: 'Cancel stay' });
}

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

describe('the desk cancelling from the voucher', () => {
  it('offers a travel admin the cancel, sends the reason and charge, and then shows the stay cancelled', async () => {
    signIn('traveladmin');
    serveBookedStay((fields) => ({ ...BOOKED, status: 'cancelled', cancellation: { reason: String(fields.reason), charge: '4725.50', cancelledon: '2026-11-30T10:00:00.000Z' } }));
    renderScreen(<StayVoucherPage txid="OH12345ABCDE" />);
    const dialog = await openCancel();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Meeting moved ');
    const charge = within(dialog).getByRole('textbox', { name: /Cancellation charge/ });
    await userEvent.clear(charge);
    await userEvent.type(charge, '4725.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel stay' }));

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Stay at Lakeview Residency for Rahul Verma cancelled');
    expect(callOperation).toHaveBeenCalledWith(cancelOfflineStay, { txid: 'OH12345ABCDE', reason: 'Meeting moved', charge: '4725.50' }, { idempotencyKey: expect.any(String) });
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Booking status' })).getByText('Cancelled')).toBeTruthy());
    const cancellation = screen.getByRole('table', { name: 'Cancellation' });
    expect(within(cancellation).getByRole('row', { name: 'Reason Meeting moved' })).toBeTruthy();
    expect(within(cancellation).getByRole('row', { name: 'Cancellation charge ₹4,725.50' })).toBeTruthy();
    expect(within(cancellation).getByRole('row', { name: 'Not billed ₹4,724.50' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel stay' })).toBeNull();
  });

  it('offers the cancel of a stay its trip left to the desk, and none of a cancelled one', async () => {
    signIn('traveladmin');
    serveBookedStay(() => ({ ...BOOKED, status: 'cancelled' }), { ...BOOKED, status: 'cancellationrequested' });
    const { unmount } = renderScreen(<StayVoucherPage txid="OH12345ABCDE" />);
    expect(await openCancel()).toBeTruthy();
    unmount();
    serveBookedStay(() => BOOKED, { ...BOOKED, status: 'cancelled' });
    renderScreen(<StayVoucherPage txid="OH12345ABCDE" />);
    expect(await screen.findByRole('group', { name: 'Booking status' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel stay' })).toBeNull();
  });

  it.each<Role>(['employee', 'travelcoordinator', 'financeadmin'])('offers no cancel to a %s, who may read the voucher', async (role) => {
    signIn(role);
    serveBookedStay(() => {
      throw new Error('not offered');
    });
    renderScreen(<StayVoucherPage txid="OH12345ABCDE" />);
    expect(await screen.findByRole('heading', { name: 'Lakeview Residency' })).toBeTruthy();
    await callsSettled(callOperation);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel stay' })).toBeNull();
  });

  it("shows the server's refusal of the charge under the charge field, in plain words", async () => {
    signIn('superadmin');
    serveBookedStay(() => {
      throw new ApiError(400, "charge: cannot be more than the stay's total of ₹9,450");
    });
    renderScreen(<StayVoucherPage txid="OH12345ABCDE" />);
    const dialog = await openCancel();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Meeting moved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel stay' }));

    const charge = within(dialog).getByRole('textbox', { name: /Cancellation charge/ });
    await waitFor(() => expect(charge.getAttribute('aria-invalid')).toBe('true'));
    expect(spokenWith(charge)).toContain("Cannot be more than the stay's total of ₹9,450");
    expect(within(dialog).getByRole('textbox', { name: /Reason/ }).getAttribute('aria-invalid')).not.toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Booking status' })).getByText('Booked')).toBeTruthy();
  });
});

describe('cancelProblems', () => {
  it('wants a reason and a charge of at most the total, each at its field', () => {
    expect(cancelProblems(' ', '0', '9450.00')).toEqual({ reason: 'Say why: the traveller reads it' });
    expect(cancelProblems('Moved', '12,00', '9450.00')).toEqual({ charge: 'Enter an amount like 1500.00, or 0 for none' });
    expect(cancelProblems('Moved', '9450.01', '9450.00')).toEqual({ charge: "At most the stay's total of ₹9,450" });
    expect(cancelProblems('Moved', '9450', '9450.00')).toEqual({});
  });
});

describe('cancelRefusal', () => {
  it("words the server's refusal of a field for under it, and leaves the others to the dialog", () => {
    expect(cancelRefusal("charge: cannot be more than the stay's total of ₹9,450")).toEqual({ charge: "Cannot be more than the stay's total of ₹9,450" });
    expect(cancelRefusal('charge must be an amount like 1500.00 (0 for none)')).toEqual({ charge: 'Cancellation charge must be an amount like 1500.00 (0 for none)' });
    expect(cancelRefusal('reason is required')).toEqual({ reason: 'Reason is required' });
    expect(cancelRefusal('txid: this stay is cancelled, not booked')).toBeNull();
  });
});
