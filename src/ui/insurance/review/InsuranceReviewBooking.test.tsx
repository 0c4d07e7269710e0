import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setSession } from '../../../session/store';
import { activeTripSession, endTripSession, startTripSession } from '../../shared/trip-session';
import { INS, fakeServer, priceFixture, renderReview } from './review-test-kit';

afterEach(() => {
  cleanup();
  act(() => {
    endTripSession();
    setSession(null);
  });
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function fillTraveller2(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Traveller 2 Title'), 'Mrs');
  await user.type(screen.getByLabelText('Traveller 2 First Name'), 'Asha');
  await user.type(screen.getByLabelText('Traveller 2 Last Name'), 'Kumar');
  await user.selectOptions(screen.getByLabelText('Traveller 2 Gender'), 'female');
}
const proceed = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
/** Proceed to Payment, then the review step's button, which names the premium and the mode. */
const pay = async (user: UserEvent) => {
  await proceed(user);
  await user.click(await screen.findByRole('button', { name: /^(Pay|Book) ₹[\d,.]+ (from wallet|by card|on company account)$/ }));
};
const alertText = async () => (await screen.findByRole('alert')).textContent;

describe('validation before sending', { timeout: 20_000 }, () => {
  it("names the first missing field in the spec's order, traveller by traveller, then the contact", async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    renderReview();
    await screen.findByText('Asia Gold (ASIAGOLD)');
    await user.selectOptions(screen.getByLabelText('Traveller 1 Title'), '');
    await user.clear(screen.getByLabelText('Contact Email'));
    await user.clear(screen.getByLabelText('Contact Mobile'));

    const steps: [() => Promise<void>, string][] = [
      [async () => undefined, 'Please select traveller 1 title'],
      [() => user.selectOptions(screen.getByLabelText('Traveller 1 Title'), 'Mr'), 'Please select traveller 2 title'],
      [() => user.selectOptions(screen.getByLabelText('Traveller 2 Title'), 'Ms'), 'Please enter traveller 2 first name'],
      [() => user.type(screen.getByLabelText('Traveller 2 First Name'), 'Asha'), 'Please enter traveller 2 last name'],
      [() => user.type(screen.getByLabelText('Traveller 2 Last Name'), 'Kumar'), 'Please select traveller 2 gender'],
      [() => user.selectOptions(screen.getByLabelText('Traveller 2 Gender'), 'female'), 'Please enter contact email address'],
      [() => user.type(screen.getByLabelText('Contact Email'), 'ravi@acme.test'), 'Please enter contact moible address'],
    ];
    for (const [change, message] of steps) {
      await change();
      await proceed(user);
      expect(await alertText()).toBe(message);
    }
    expect(server.called('booking')).toHaveLength(0);
  });
});

describe('booking outcomes', { timeout: 20_000 }, () => {
  it('books from the wallet and opens the e-ticket', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const outcomes = renderReview();
    await screen.findByText('Asia Gold (ASIAGOLD)');
    await fillTraveller2(user);
    await pay(user);
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalledWith('TX1'));
    const [booking] = server.called('booking');
    expect(booking!.jsondata).toMatchObject({
      corporateid: 'C1',
      profileid: 'P1',
      bookingtype: 'b2e',
      iscorporate: true,
      ispersonal: false,
      domint: 'international',
      tripid: '',
      paymentmode: 'cashcard',
      contact_email: 'traveller@acme.test',
      contact_mobile: '9876543210',
      successurl: '/insurance/eticket',
      failureurl: `/insurance/book?${new URLSearchParams({ ins: INS })}`,
      insurancerecommendation: { totalnet: '2360.00', plancode: 'ASIAGOLD' },
      passengers: [
        { title: 'Mr', firstname: 'Ravi', lastname: 'Kumar', gender: 'male', age: 36, dob: '1990-04-01', profileid: 'P1' },
        { title: 'Mrs', firstname: 'Asha', lastname: 'Kumar', gender: 'female', age: 34, dob: '1992-05-05', profileid: '' },
      ],
    });
    expect(String(booking!.jsondata!.clientref)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps one client reference for the plan, so paying again continues the same booking', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.booking = { FlightBookingResponse: { status: 'NOK', tgbookingref: '', txid: '', message: '', paymenturl: '' } };
    renderReview({ paymentFailed: true });
    await screen.findByText('Asia Gold (ASIAGOLD)');
    expect(await alertText()).toBe('Payment failed. You have not been charged. Please try again.');
    await fillTraveller2(user);
    await pay(user);
    expect(await alertText()).toBe('Failed to book the Insurance ticket. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try the payment again' }));
    await waitFor(() => expect(server.called('booking')).toHaveLength(2));
    const [first, second] = server.called('booking');
    expect(second!.jsondata!.clientref).toBe(first!.jsondata!.clientref);
  });

  it("shows the server's refusal of a booking", async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const message = 'The price has changed to ₹2,480. Please review and book again.';
    server.answers.booking = { FlightBookingResponse: { status: 'NOK', tgbookingref: '', txid: '', message, paymenturl: '' } };
    renderReview();
    await screen.findByText('Asia Gold (ASIAGOLD)');
    await fillTraveller2(user);
    await pay(user);
    expect(await alertText()).toBe(message);
  });

  it('books on the company account when the company offers it: no gateway, straight to the e-ticket', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    const config = server.answers.getcorporatebookingconfig as Record<string, unknown>;
    server.answers.getcorporatebookingconfig = { ...config, companyaccount: true };
    const outcomes = renderReview();
    await screen.findByText('Asia Gold (ASIAGOLD)');
    await fillTraveller2(user);
    await user.click(await screen.findByRole('radio', { name: 'Company account' }));
    await pay(user);
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalledWith('TX1'));
    expect(server.called('booking')[0]!.jsondata).toMatchObject({ paymentmode: 'company', paymentgateway: '' });
    expect(outcomes.onGateway).not.toHaveBeenCalled();
  });

  it("goes to the card gateway's page for a card payment", async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.getwalletbalance = { ApiStatus: { Status: 'OK' }, UserAccount: { balance: '-1', currency: 'INR', accountid: '', ownertype: '' } };
    const paymenturl = '/sandbox-gateway/PAY1';
    server.answers.booking = { FlightBookingResponse: { status: 'OK', tgbookingref: 'TGI2', txid: 'TX2', message: '', paymenturl } };
    const outcomes = renderReview();
    await screen.findByText('Asia Gold (ASIAGOLD)');
    await fillTraveller2(user);
    await waitFor(() => expect(server.called('getwalletbalance')).toHaveLength(1));
    await pay(user);
    await waitFor(() => expect(outcomes.onGateway).toHaveBeenCalledWith(paymenturl));
    expect(server.called('booking')[0]!.jsondata!.paymentmode).toBe('creditcard');
    expect(outcomes.onBooked).not.toHaveBeenCalled();
  });

  it('sends for approval and says the approver was asked', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.getinsurancetax = {
      ApiStatus: { Status: 'OK' },
      InsuranceTaxResponse: { insurancerecommendation: priceFixture({ approvalrequired: true, inpolicy: false }) },
    };
    renderReview();
    await screen.findByText('Asia Gold (ASIAGOLD)');
    await fillTraveller2(user);
    await user.click(screen.getByRole('button', { name: 'Send for Approval' }));
    const status = await screen.findByText('Sent to Meera Manager');
    expect(status).toBeTruthy();
    expect(screen.getByText(/Your approver has been asked/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send for Approval' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.called('sendforapproval')[0]!.jsondata!.insquery).toBe(INS);
  });

  it('adds to the trip, ends the trip session and opens the trip', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    startTripSession({ profileid: 'P1', tripid: '710001', tripname: 'Singapore' });
    const outcomes = renderReview();
    await screen.findByText('Asia Gold (ASIAGOLD)');
    await fillTraveller2(user);
    await user.click(screen.getByRole('button', { name: 'Add to Trip and Continue' }));
    await waitFor(() => expect(outcomes.onAddedToTrip).toHaveBeenCalledWith('710001'));
    expect(activeTripSession('P1')).toBeNull();
    const [add] = server.called('addtotrip');
    expect(add).toMatchObject({ totalnet: '2360.00', product: 'insurance', jsondata: { tripid: '710001' } });
  });

  it("shows the server's message when the trip refuses the item", async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.addtotrip = { ApiStatus: { Status: 'NOK', Message: 'This trip can no longer be changed' } };
    startTripSession({ profileid: 'P1', tripid: '710001', tripname: 'Singapore' });
    const outcomes = renderReview();
    await screen.findByText('Asia Gold (ASIAGOLD)');
    await fillTraveller2(user);
    await user.click(screen.getByRole('button', { name: 'Add to Trip and Continue' }));
    expect(await alertText()).toBe('This trip can no longer be changed');
    expect(outcomes.onAddedToTrip).not.toHaveBeenCalled();
  });
});
