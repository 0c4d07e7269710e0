import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setSession } from '../../../session/store';
import { CARD_LABEL } from '../../payment/PaymentModeChooser';
import {
  KEY,
  NEEDS_APPROVAL,
  NEW_KEY,
  dataFixture,
  fakeServer,
  priceRise,
  rateFixture,
  renderBookPage,
} from './book-test-kit';

afterEach(() => {
  cleanup();
  act(() => setSession(null));
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const continueButton = () => screen.findByRole('button', { name: 'Continue to payment' });
const enabled = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
};
async function payFromWallet(user: UserEvent) {
  await user.click(await enabled('Continue to payment'));
  await user.click(await screen.findByRole('button', { name: /^Pay ₹[\d,.]+ from wallet$/ }));
}

describe('the hotel book page', { timeout: 20_000 }, () => {
  it('rechecks the rate, shows the stay and books it from the wallet with the user as lead guest', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const outcomes = renderBookPage();
    expect(await screen.findByText('Sandbox Rate Rise Hotel Hinjewadi')).toBeTruthy();
    expect(screen.getByText('2 nights · 1 room · 2 guests')).toBeTruthy();
    expect(screen.getByText('Free cancellation until 72 hours before check-in')).toBeTruthy();
    await user.click(await enabled('Continue to payment'));
    expect(await screen.findByRole('button', { name: 'Pay ₹8,400 from wallet' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay ₹8,400 from wallet' }));
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalledWith('HTL1'));
    expect(server.called('recheckhotelrate')[0]).toMatchObject({ ratekey: KEY });
    expect(server.called('bookhotel')[0]).toMatchObject({
      ratekey: KEY,
      searchid: 'S1',
      paymentmode: 'cashcard',
      guests: [{ profileid: 'P1' }],
      policyreason: '',
    });
  });

  it('names each missing field of a typed guest and of the GST details, and books nothing', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    renderBookPage();
    await continueButton();
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    expect(screen.queryByRole('button', { name: 'Add a guest' })).toBeNull();
    await user.click(screen.getByLabelText('Claim GST for this stay'));
    await user.type(screen.getByLabelText(/GST number/), '29ABCDE1234F1Z');
    await user.click(await enabled('Continue to payment'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Guest 2 first name: enter the first name');
    expect(alert.textContent).toContain('Guest 2 last name: enter the last name');
    expect(alert.textContent).toContain('GST number must have 15 characters');
    expect(alert.textContent).toContain('GST company name: enter the company name');
    expect(server.called('bookhotel')).toHaveLength(0);
  });

  it('shows a new price, books nothing until it is accepted, then books the new key', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.recheckhotelrate = priceRise;
    renderBookPage();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Was ₹8,400, now ₹11,550 for the whole stay (GST ₹550)');
    expect((await continueButton()).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Accept the new price' }));
    await payFromWallet(user);
    await waitFor(() => expect(server.called('bookhotel')).toHaveLength(1));
    expect(server.called('bookhotel')[0]).toMatchObject({ ratekey: NEW_KEY });
  });

  it("goes back to the new price when bookhotel's own recheck finds one (409)", async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.bookhotel = () =>
      new Response(
        JSON.stringify({ ResponseStatus: { status: 'NOK', message: 'ratekey: the price of this room has changed.' } }),
        {
          status: 409,
          headers: { 'content-type': 'application/json' },
        },
      );
    renderBookPage();
    await enabled('Continue to payment');
    server.answers.recheckhotelrate = priceRise;
    await payFromWallet(user);
    expect((await screen.findByText('The price of this room has changed')).textContent).toBeTruthy();
    expect(server.called('recheckhotelrate')).toHaveLength(2);
  });

  it('says a sold-out room is gone and leads back to the hotel', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.recheckhotelrate = {
      ResponseStatus: { status: 'OK' },
      status: 'soldout',
      rate: null,
      previoustotal: '8400.00',
    };
    const outcomes = renderBookPage();
    await user.click(await screen.findByRole('button', { name: 'Choose another room' }));
    expect(outcomes.onBackToHotel).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('asks for the reason of an out-of-policy stay and sends it for approval with the payment mode picked', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    renderBookPage({ data: dataFixture(rateFixture(NEEDS_APPROVAL)) });
    await user.click(await enabled('Send for approval'));
    expect((await screen.findByRole('alert')).textContent).toContain('Reason for booking out of policy: say why');
    await user.type(screen.getByLabelText(/Reason for booking out of policy/), 'Client site next door');
    expect(screen.getByText('You pay once the stay is approved. Your choice is kept for then.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: CARD_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('Sent for approval')).toBeTruthy();
    expect(server.called('sendhotelforapproval')[0]).toMatchObject({
      jsondata: { ratekey: KEY, policyreason: 'Client site next door', searchid: 'S1', paymentmode: 'creditcard' },
    });
  });

  it('keeps the form while offline and checks the price once the browser is online', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBookPage();
    expect(await screen.findByText('You are offline')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    await user.type(screen.getByLabelText(/Guest 2 first name/), 'Asha');
    expect(server.called('recheckhotelrate')).toHaveLength(0);
    expect((await continueButton()).hasAttribute('disabled')).toBe(true);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await enabled('Continue to payment');
    expect(server.called('recheckhotelrate')).toHaveLength(1);
    expect((screen.getByLabelText(/Guest 2 first name/) as HTMLInputElement).value).toBe('Asha');
  });
});
