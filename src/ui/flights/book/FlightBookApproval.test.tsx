import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setSession } from '../../../session/store';
import { reprice } from '../../../machines/flights/flight-booking.machine.fixtures';
import { activeTripSession, endTripSession, startTripSession } from '../../shared/trip-session';
import { colleague, FARES, fakeServer, fill, proceedAndPay, renderBook, self, writeOwnReason } from './book-test-kit';
import { selectedOf } from './book-query';

/** The book page's other ways on: out of policy, approval, a trip; booking for a colleague, abroad. */

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

describe('policy and approval', { timeout: 30_000 }, () => {
  it('out of policy: the verdict is shown and the reason typed goes with the booking', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.REPRICE = reprice({ inpolicy: false });
    const outcomes = renderBook();
    await ready();
    expect(screen.getAllByText('Fare above the domestic cap of ₹4,000').length).toBeGreaterThan(0);
    await user.click(button('Proceed to Payment'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter the reason for choosing an out-of-policy fare',
    );
    await writeOwnReason(user, 'Only flight before the meeting');
    await pay(user);
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalled());
    expect(sent(server, 'TG-FLIGHTBOOKING').jsondata).toMatchObject({ policyreason: 'Only flight before the meeting' });
  });

  it('out of policy: one of the reasons the policy offers goes with the booking', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.REPRICE = { ...reprice({ inpolicy: false }), policyreasons: ['Meeting time', 'Client requirement'] };
    const outcomes = renderBook();
    await ready();
    const picker = screen.getByLabelText('Reason for choosing an out-of-policy fare', {
      exact: false,
    }) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Select',
      'Meeting time',
      'Client requirement',
      'Other…',
    ]);
    expect(screen.queryByLabelText('Your own reason', { exact: false })).toBeNull();
    await user.selectOptions(picker, 'Client requirement');
    await pay(user);
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalled());
    expect(sent(server, 'TG-FLIGHTBOOKING').jsondata).toMatchObject({ policyreason: 'Client requirement' });
  });

  it('out of policy with no reasons offered: the text box alone', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.REPRICE = { ...reprice({ inpolicy: false }), policyreasons: [] };
    const outcomes = renderBook();
    await ready();
    expect(screen.getByLabelText('Reason for choosing an out-of-policy fare', { exact: false }).tagName).toBe(
      'TEXTAREA',
    );
    await fill(user, 'Reason for choosing an out-of-policy fare', 'Only flight before the meeting');
    await pay(user);
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalled());
    expect(sent(server, 'TG-FLIGHTBOOKING').jsondata).toMatchObject({ policyreason: 'Only flight before the meeting' });
  });

  it('needs approval: Send for Approval, then the server’s message; nothing is booked', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.REPRICE = reprice({ approvalrequired: true });
    renderBook();
    await ready('Send for Approval');
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).toBeNull();
    await writeOwnReason(user, 'Client asked for this flight');
    await user.click(button('Send for Approval'));
    expect(await screen.findByText('Sent to Meera Manager')).toBeTruthy();
    expect(sent(server, 'TG-FLIGHTBOOKINGAPPROVAL').jsondata).toMatchObject({
      policyreason: 'Client asked for this flight',
      approvalid: '',
    });
    expect(button('Send for Approval').disabled).toBe(true);
    expect(server.called('TG-FLIGHTBOOKING')).toHaveLength(0);
  });

  it('resumed with an approved request: the form as sent for approval, and Proceed to Payment carries the approvalid', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.REPRICE = reprice({ approvalrequired: true });
    const asked = {
      clientref: 'c-approval',
      responseid: 'R100',
      selected: selectedOf(FARES),
      totalfare: '4850.00',
      extras: [{ paxindex: 0, tripnumber: 1, segmentindex: 0, selectedindex: 0, ssrtype: 'meal', code: 'V' }],
      extrastotal: '250.00',
      travellers: [
        {
          paxtype: 'ADT',
          title: 'Mr',
          firstname: 'Ravi',
          lastname: 'Kumar',
          gender: 'male',
          dob: '1990-04-01',
          profileid: 'P1',
          email: '',
          mobile: '',
          passportnumber: '',
          passportexpiry: '',
          nationality: '',
        },
      ],
      contact_email: 'ravi.travel@acme.test',
      contact_mobile: '9876500000',
      gstin: '',
      gstcompanyname: '',
      gstemail: '',
      gstaddress: '',
      purpose: 'PU1',
      reason: 'RS1',
      otherreason: '',
      policyreason: 'Client asked for this flight',
      costcenterid: '',
      departmentid: '',
      projectid: '',
      budgetid: '',
      billabletype: '',
      paymentmode: 'cashcard',
      approvalid: '',
      promocode: 'FLAT500',
      successurl: '/flights/eticket',
      failureurl: '',
      tripid: '',
    };
    server.answers['TG-GETFLIGHTBOOKINGREQUESTFROMAPPROVALID'] = { ApiStatus: { Status: 'OK' }, jsondata: asked };
    const outcomes = renderBook({ approvalid: 'BA7' });
    await ready();
    await waitFor(() => expect(screen.getByDisplayValue('Client asked for this flight')).toBeTruthy());
    expect(server.called('TG-GETFLIGHTBOOKINGREQUESTFROMAPPROVALID')[0]).toMatchObject({ id: 'BA7', type: 'flight' });
    expect((screen.getByLabelText('Contact Email') as HTMLInputElement).value).toBe('ravi.travel@acme.test');
    await waitFor(() => expect(screen.getByTestId('booking-total').textContent).toBe('₹4,600'));
    await pay(user);
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalled());
    expect(sent(server, 'TG-FLIGHTBOOKING').jsondata).toMatchObject({
      approvalid: 'BA7',
      policyreason: 'Client asked for this flight',
      purpose: 'PU1',
      extras: asked.extras,
      extrastotal: '250.00',
      promocode: 'FLAT500',
    });
  });
});

describe('trips and travellers', { timeout: 30_000 }, () => {
  it('adds the flight to one of the user’s open trips', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    act(() => startTripSession({ profileid: 'P1', tripid: 'T1', tripname: 'Delhi client visit' }));
    const outcomes = renderBook();
    await ready();
    const trip = (await screen.findByLabelText('Trip')) as HTMLSelectElement;
    expect([...trip.options].map((o) => o.textContent)).toEqual(['Choose a trip', 'Delhi client visit (1 Dec 2026)']);
    expect(trip.value).toBe('T1');
    await user.click(button('Add to Trip'));
    await waitFor(() => expect(outcomes.onAddedToTrip).toHaveBeenCalledWith('T1'));
    expect(sent(server, 'ADDTOTRIP').jsondata).toMatchObject({ tripid: 'T1', responseid: 'R100' });
    expect(activeTripSession('P1')).toBeNull();
    expect(server.called('TG-FLIGHTBOOKING')).toHaveLength(0);
  });

  it('shows the trip’s refusal', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.ADDTOTRIP = { ApiStatus: { Status: 'NOK', Message: 'Trip is not open for changes' } };
    const outcomes = renderBook();
    await ready();
    await user.selectOptions(await screen.findByLabelText('Trip'), 'T1');
    await user.click(button('Add to Trip'));
    expect((await screen.findByRole('alert')).textContent).toBe('Trip is not open for changes');
    expect(outcomes.onAddedToTrip).not.toHaveBeenCalled();
  });

  it('travel staff book for a colleague: the traveller’s profile on traveller 1, the staff member as tcprofileid', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers['TG-GETPERSONALTRAVELLERS'] = { ApiStatus: { Status: 'OK' }, list: [self, colleague] };
    const outcomes = renderBook({ login: { corporate_role: 'travelcoordinator' } });
    await ready();
    await user.selectOptions(await screen.findByLabelText('Traveller 1 Saved traveller'), 'P2');
    expect((screen.getByLabelText('Traveller 1 First Name') as HTMLInputElement).value).toBe('Asha');
    await pay(user);
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalled());
    const call = sent(server, 'TG-FLIGHTBOOKING');
    expect(call).toMatchObject({ profileid: 'P1', tcprofileid: 'P1' });
    expect(call.jsondata).toMatchObject({
      travellers: [{ firstname: 'Asha', lastname: 'Menon', title: 'Ms', profileid: 'P2' }],
    });
  });

  it('international: traveller 1 gets the passport from the user’s own profile', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    server.answers.REPRICE = { ...reprice(), domint: 'international' };
    const outcomes = renderBook();
    await ready();
    await waitFor(() =>
      expect((screen.getByLabelText('Traveller 1 Passport Number') as HTMLInputElement).value).toBe('Z1234567'),
    );
    await pay(user);
    await waitFor(() => expect(outcomes.onBooked).toHaveBeenCalled());
    expect(sent(server, 'TG-FLIGHTBOOKING').jsondata).toMatchObject({
      travellers: [
        { passportnumber: 'Z1234567', passportexpiry: '2032-01-01', nationality: 'Indian', dob: '1990-04-01' },
      ],
    });
  });
});
