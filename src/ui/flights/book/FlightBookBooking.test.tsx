import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setSession } from '../../../session/store';
import { FAREKEY, FLIGHTKEY, reprice } from '../../../machines/flights/flight-booking.machine.fixtures';
import { endTripSession } from '../../shared/trip-session';
import { fakeServer, fill, proceedAndPay, renderBook } from './book-test-kit';

/** The book page's ways to pay: wallet, card, refusal; extras, promo and GST in the request. */

afterEach(() => {
  cleanup();
  act(() => {
    endTripSession();
    setSession(null);
  });
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
async function ready(name = 'Proceed to Payment') {
  await screen.findByRole('region', { name: 'Traveller Details' });
  await waitFor(() => expect(button(name).disabled).toBe(false));
}
const pay = (user: UserEvent) => proceedAndPay(user);
const sent = (server: ReturnType<typeof fakeServer>, name: string) => server.called(name).at(-1)!;

describe('booking', { timeout: 30_000 }, () => {
  it('books from the wallet: the whole request, then the e-ticket; the clientref is spent', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const outcomes = renderBook();
    await ready();
    await user.selectOptions(screen.getByLabelText('Purpose of travel'), 'PU1');
    await user.selectOptions(screen.getByLabelText('Reason for travel'), 'RS1');
    await user.selectOptions(screen.getByLabelText('Project / cost centre'), 'PJ1');
    await pay(user);
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalledWith('FL100001'));
    const call = sent(server, 'TG-FLIGHTBOOKING');
    expect(call).toMatchObject({ profileid: 'P1', tcprofileid: '' });
    expect(call.jsondata).toMatchObject({
      responseid: 'R100',
      selected: [{ flightkey: FLIGHTKEY, farekey: FAREKEY }],
      totalfare: '4850.00',
      extras: [],
      extrastotal: '0.00',
      travellers: [
        {
          paxtype: 'ADT',
          title: 'Mr',
          firstname: 'Ravi',
          lastname: 'Kumar',
          gender: 'male',
          profileid: 'P1',
          passportnumber: '',
        },
      ],
      contact_email: 'traveller@acme.test',
      contact_mobile: '9876543210',
      gstin: '',
      purpose: 'PU1',
      reason: 'RS1',
      projectid: 'PJ1',
      costcenterid: 'CC1',
      departmentid: 'D1',
      paymentmode: 'cashcard',
      approvalid: '',
      tripid: '',
      successurl: '/flights/eticket',
      failureurl: `/flights/book?${new URLSearchParams({ rid: 'R100', fares: JSON.stringify([FAREKEY]) }).toString()}`,
    });
    expect(String(call.jsondata!.clientref)).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('voyage.flight.clientref.'))).toEqual([]);
  });

  it('pays by card at the gateway the booking answers', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers['TG-FLIGHTBOOKING'] = {
      // As the server answers a card booking: no booking reference until it is paid.
      FlightBookingResponse: {
        tgbookingref: '',
        txid: 'FL2',
        errormessage: '',
        status: 'paymentpending',
        paymenturl: '/sandbox-gateway/PAY1',
      },
    };
    const outcomes = renderBook();
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit card, Net-banking' }));
    await pay(user);
    await waitFor(() => expect(outcomes.onGateway).toHaveBeenCalledWith('/sandbox-gateway/PAY1'));
    expect(sent(server, 'TG-FLIGHTBOOKING').jsondata).toMatchObject({ paymentmode: 'creditcard' });
    expect(outcomes.onBooked).not.toHaveBeenCalled();
  });

  it('shows the server’s errormessage and sends the same clientref again', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers['TG-FLIGHTBOOKING'] = {
      FlightBookingResponse: {
        tgbookingref: '',
        txid: '',
        errormessage: 'The fare is now ₹5,210. Please review it and book again.',
        status: 'failed',
        paymenturl: '',
      },
    };
    const outcomes = renderBook();
    await ready();
    await pay(user);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The fare is now ₹5,210. Please review it and book again.',
    );
    await user.click(button('Try the payment again'));
    await waitFor(() => expect(server.called('TG-FLIGHTBOOKING')).toHaveLength(2));
    const [first, second] = server.called('TG-FLIGHTBOOKING');
    expect(second!.jsondata!.clientref).toBe(first!.jsondata!.clientref);
    expect(outcomes.onBooked).not.toHaveBeenCalled();
    // The new price is fetched and must be accepted before booking again.
    server.answers.REPRICE = reprice({ total: '5210.00', searched: '4850.00' });
    await user.click(button('Check the latest fare'));
    expect(await screen.findByText('The fare has gone up from ₹4,850 to ₹5,210.')).toBeTruthy();
  });

  it('a booking refused without a message says the spec’s words', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers['TG-FLIGHTBOOKING'] = {
      FlightBookingResponse: { tgbookingref: '', txid: '', errormessage: '', status: 'failed', paymenturl: '' },
    };
    renderBook();
    await ready();
    await pay(user);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to book the flight. Please try again.');
  });

  it('books add-ons and a promo code: total = fares + extras − promo, all sent', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const outcomes = renderBook();
    await ready();
    await user.click(button('Choose seats, meals and baggage'));
    await user.selectOptions(await screen.findByLabelText('Meal for Ravi Kumar'), 'V');
    const amounts = screen.getByRole('table', { name: 'Amount payable' });
    await waitFor(() =>
      expect(within(amounts).getByRole('row', { name: /Total payable/ }).textContent).toContain('₹5,100'),
    );
    await fill(user, 'Promo code', 'flat500');
    await user.click(button('Apply promo code'));
    await waitFor(() =>
      expect(within(amounts).getByRole('row', { name: /Total payable/ }).textContent).toContain('₹4,600'),
    );
    expect(sent(server, 'getflightpromodetails')).toMatchObject({ promocode: 'FLAT500', totalnet: '5100.00' });
    await pay(user);
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalled());
    expect(sent(server, 'TG-FLIGHTBOOKING').jsondata).toMatchObject({
      extras: [{ paxindex: 0, tripnumber: 1, segmentindex: 0, selectedindex: 0, ssrtype: 'meal', code: 'V' }],
      extrastotal: '250.00',
      promocode: 'FLAT500',
    });
  });

  it('a promo code that does not apply says why; a discount given on one total is dropped when the add-ons change', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.getflightpromodetails = {
      status: 'NOK',
      message: 'This code has expired',
      discount: '0.00',
      totalnet: '4850.00',
    };
    renderBook();
    await ready();
    await fill(user, 'Promo code', 'MONSOON15');
    await user.click(button('Apply promo code'));
    expect(await screen.findByText('This code has expired')).toBeTruthy();
    server.answers.getflightpromodetails = {
      status: 'OK',
      message: 'Promo applied',
      discount: '500.00',
      totalnet: '4350.00',
    };
    await user.click(button('Apply promo code'));
    const amounts = screen.getByRole('table', { name: 'Amount payable' });
    await waitFor(() =>
      expect(within(amounts).getByRole('row', { name: /Total payable/ }).textContent).toContain('₹4,350'),
    );
    await user.selectOptions(await screen.findByLabelText('Meal for Ravi Kumar'), 'V');
    expect(await screen.findByText('The total changed: apply the promo code again.')).toBeTruthy();
    expect(within(amounts).getByRole('row', { name: /Total payable/ }).textContent).toContain('₹5,100');
  });

  it('sends the GST details when claimed', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const outcomes = renderBook();
    await ready();
    await user.click(screen.getByLabelText('Claim GST for this booking'));
    await fill(user, 'GST Number', '27aapfu0939f1zv');
    await fill(user, 'GST Company Name', 'Acme Industries');
    await pay(user);
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalled());
    expect(sent(server, 'TG-FLIGHTBOOKING').jsondata).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      gstcompanyname: 'Acme Industries',
    });
  });
});
