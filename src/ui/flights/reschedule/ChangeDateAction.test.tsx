import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Operation } from '../../../contract/operation';
import type { RescheduleQuote } from '../../../contract/flights/reschedule';
import { db } from '../../../db/database';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { renderScreen } from '../../shared/screen-test-kit';
import { FlightTicketPage } from '../ticket/FlightTicketPage';
import { parsedInvoice, roundTripWire } from '../ticket/flight-ticket-test-kit';
import type { ChangeLaunch } from './use-flight-reschedule';

/* The e-ticket's 'Change date' drawer against a faked API: dates → search → picks → quote → approval or payment. */

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const segment = (tripnumber: 1 | 2, origin: string, destination: string, flightnumber: string, day: string) => ({
  tripnumber,
  carrier: '6E',
  carriername: 'IndiGo',
  flightnumber,
  origin,
  destination,
  departure: `${day}T06:10`,
  arrival: `${day}T08:55`,
  duration: 165,
  layover: 0,
});
const fare = (flightkey: string, family: string, totalfare: string) => ({
  farekey: `${flightkey}~${family}`,
  farelabel: family,
  productname: family,
  cabin: 'economy',
  totalfare,
  pertraveller: totalfare,
  refundable: 'Y',
  baggage: { checkin: '15 KG', cabin: '7 KG' },
});
const offer = (flightkey: string, s: ReturnType<typeof segment>, fares: ReturnType<typeof fare>[]) => ({
  flightkey,
  supplier: 'sandbox',
  domint: 'domestic',
  segments: [s],
  stops: 0,
  totalduration: 165,
  fares,
});
const ONWARD = offer('F1', segment(1, 'BLR', 'DEL', '6012', '2026-03-16'), [
  fare('F1', 'FLEXI', '7200.00'),
  fare('F1', 'SAVER', '5400.00'),
]);
const BACK = offer('F2', segment(1, 'DEL', 'BLR', '811', '2026-03-22'), [fare('F2', 'SAVER', '5100.00')]);
const QUOTE: RescheduleQuote = {
  reftxid: 'FL100001',
  newfare: '10500.00',
  changefee: '2500.00',
  credit: '10300.00',
  payable: '2700.00',
  refund: '0.00',
  refundto: 'wallet',
  inpolicy: true,
  policyviolationreason: '',
  approvalrequired: false,
  reasonrequired: false,
  travellers: [],
};

type Fields = Record<string, unknown>;
let quote: RescheduleQuote;
let rescheduled: Fields;
const sent: { op: string; fields: Fields }[] = [];

beforeEach(() => {
  act(() => setSession(loginFixture()));
  quote = QUOTE;
  rescheduled = {
    FlightBookingResponse: {
      tgbookingref: 'FL100002',
      txid: 'FL100002',
      errormessage: '',
      status: 'pending',
      paymenturl: '',
    },
    payable: '2700.00',
    refund: '0.00',
  };
  sent.length = 0;
  callOperation.mockImplementation(async (op: Operation, fields: Fields) => {
    const name = op.action ?? op.opid;
    sent.push({ op: name, fields });
    switch (name) {
      case 'eticket':
        return { FlightInvoice: parsedInvoice(roundTripWire()) };
      case 'SEARCHFLIGHTSRESC':
        return { responseid: 'FS9', status: 'pending' };
      case 'QUEUERESULTS':
        return {
          responseid: 'FS9',
          status: 'complete',
          triptype: 'roundtrip',
          domint: 'domestic',
          results: [ONWARD],
          returnresults: [BACK],
          lowestfare: '5400.00',
        };
      case 'TG-FLIGHTRESCHEDULEQUOTE':
        return { ResponseStatus: { status: 'OK', message: '' }, quote };
      case 'TG-FLIGHTRESCHEDULEAPPROVAL':
        return {
          ResponseStatus: {
            status: 'OK',
            message: 'Your change has been sent for approval',
            responsedata: { approvalid: 'BA5' },
          },
        };
      case 'TG-FLIGHTRESCHEDULE':
        return rescheduled;
      case 'getwalletbalance':
        return {
          ApiStatus: { Status: 'OK' },
          UserAccount: { balance: '50000.00', currency: 'INR', accountid: 'W1', ownertype: 'corporate' },
        };
      case 'getcorporatebookingconfig':
        return {
          ApiStatus: { Status: 'OK' },
          lpomandatory_guest: false,
          nameseditable: true,
          hotelversion: 'v2',
          paymentmodes: 'all',
        };
      default:
        throw new Error(`unexpected call ${name}`);
    }
  });
});
afterEach(async () => {
  cleanup();
  act(() => setSession(null));
  callOperation.mockReset();
  await db.flightTickets.clear();
});

function show(change: Partial<ChangeLaunch> = {}) {
  const launch = { open: false, resume: null, onChanged: vi.fn(), onGateway: vi.fn(), ...change };
  renderScreen(<FlightTicketPage txid="FL100001" change={launch} />);
  return launch;
}
const drawer = () => within(screen.getByRole('dialog', { name: 'Change date' }));
const callsTo = (op: string) => sent.filter((c) => c.op === op).map((c) => c.fields);

async function searchAndPick() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change date' }));
  await screen.findByRole('dialog', { name: 'Change date' });
  expect(drawer().getByLabelText('New onward date')).toHaveProperty('value', '2026-03-14');
  expect(drawer().getByLabelText('New return date')).toHaveProperty('value', '2026-03-20');
  await userEvent.clear(drawer().getByLabelText('New onward date'));
  await userEvent.type(drawer().getByLabelText('New onward date'), '2026-03-16');
  await userEvent.clear(drawer().getByLabelText('New return date'));
  await userEvent.type(drawer().getByLabelText('New return date'), '2026-03-22');
  await userEvent.click(drawer().getByRole('button', { name: 'Search flights' }));
  const onward = within(
    await drawer().findByRole('radiogroup', { name: /^Onward flights BLR to DEL/ }, { timeout: 3000 }),
  );
  expect(callsTo('SEARCHFLIGHTSRESC')).toEqual([
    { txid: 'FL100001', onwarddate: '2026-03-16', returndate: '2026-03-22', requesttype: 'reschedule' },
  ]);
  await userEvent.click(drawer().getByRole('button', { name: 'Review change' }));
  expect(drawer().getByRole('alert').textContent).toBe('Please pick an onward and a return flight');
  await userEvent.click(onward.getByRole('radio', { name: '06:10 BLR → 08:55 DEL, IndiGo 6E 6012, Non-stop, ₹5,400' }));
  const back = within(drawer().getByRole('radiogroup', { name: /^Return flights DEL to BLR/ }));
  await userEvent.click(back.getAllByRole('radio')[0]!);
  await userEvent.click(drawer().getByRole('button', { name: 'Review change' }));
}

describe("the e-ticket's Change date", () => {
  it('searches the new dates, prices the picked flights and pays the change from the wallet', async () => {
    const launch = show();
    await searchAndPick();
    const price = within(await drawer().findByRole('table', { name: 'Price of the change' }));
    expect(callsTo('TG-FLIGHTRESCHEDULEQUOTE')).toEqual([
      {
        jsondata: {
          reftxid: 'FL100001',
          responseid: 'FS9',
          selected: [
            { flightkey: 'F1', farekey: 'F1~SAVER' },
            { flightkey: 'F2', farekey: 'F2~SAVER' },
          ],
        },
      },
    ]);
    expect(price.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'New fare₹10,500',
      'Change fee₹2,500',
      'Credit from your current booking−₹10,300',
    ]);
    expect(drawer().getByRole('status', { name: 'What you pay' }).textContent).toBe('You pay ₹2,700');
    await waitFor(() =>
      expect(drawer().getByRole('radio', { name: 'Wallet' }).getAttribute('aria-checked')).toBe('true'),
    );
    await userEvent.type(drawer().getByLabelText('Remarks'), 'Meeting moved');
    await userEvent.click(drawer().getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(launch.onChanged).toHaveBeenCalledWith('FL100002'));
    const [request] = callsTo('TG-FLIGHTRESCHEDULE') as [{ jsondata: Fields }];
    expect(request.jsondata).toMatchObject({
      reftxid: 'FL100001',
      responseid: 'FS9',
      newfare: '10500.00',
      paymentmode: 'cashcard',
      remarks: 'Meeting moved',
      approvalid: '',
      successurl: '',
      failureurl: '',
    });
    expect(request.jsondata.clientref).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a refund, and the refused change in plain words; trying again sends the same clientref', async () => {
    quote = { ...QUOTE, payable: '0.00', refund: '800.00', refundto: 'card' };
    rescheduled = {
      FlightBookingResponse: {
        tgbookingref: '',
        txid: '',
        errormessage: 'The fare has changed. Please search again.',
        status: 'failed',
        paymenturl: '',
      },
      payable: '0.00',
      refund: '0.00',
    };
    show();
    await searchAndPick();
    expect((await drawer().findByRole('status', { name: 'What you pay' })).textContent).toBe(
      'You get back ₹800 to your card',
    );
    await waitFor(() =>
      expect(drawer().getByRole('radio', { name: 'Wallet' }).getAttribute('aria-checked')).toBe('true'),
    );
    await userEvent.click(drawer().getByRole('button', { name: 'Confirm change' }));
    expect((await drawer().findByRole('alert')).textContent).toBe('The fare has changed. Please search again.');
    await userEvent.click(drawer().getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo('TG-FLIGHTRESCHEDULE')).toHaveLength(2));
    const refs = callsTo('TG-FLIGHTRESCHEDULE').map((f) => (f.jsondata as Fields).clientref);
    expect(refs[0]).toBe(refs[1]);
  });

  it('asks the reason for an out-of-policy fare and sends it for approval', async () => {
    quote = {
      ...QUOTE,
      inpolicy: false,
      policyviolationreason: 'Above the fare cap of ₹8,000',
      approvalrequired: true,
      reasonrequired: true,
    };
    show();
    await searchAndPick();
    expect(await drawer().findByText('Above the fare cap of ₹8,000')).toBeTruthy();
    expect(drawer().queryByRole('button', { name: 'Confirm change' })).toBeNull();
    await userEvent.click(drawer().getByRole('button', { name: 'Send for approval' }));
    expect(drawer().getByText('Please give the reason for choosing an out-of-policy fare')).toBeTruthy();
    await userEvent.type(drawer().getByLabelText(/Reason for choosing an out-of-policy fare/), 'Client meeting moved');
    await userEvent.click(drawer().getByRole('button', { name: 'Send for approval' }));
    expect(await drawer().findByText(/Your change has been sent for approval/)).toBeTruthy();
    expect(callsTo('TG-FLIGHTRESCHEDULEAPPROVAL')).toEqual([
      {
        jsondata: {
          reftxid: 'FL100001',
          responseid: 'FS9',
          selected: [
            { flightkey: 'F1', farekey: 'F1~SAVER' },
            { flightkey: 'F2', farekey: 'F2~SAVER' },
          ],
          policyreason: 'Client meeting moved',
        },
      },
    ]);
  });

  it('opened with an approved change, prices it at once and confirms it with the approval', async () => {
    quote = {
      ...QUOTE,
      inpolicy: false,
      policyviolationreason: 'Above the fare cap',
      approvalrequired: true,
      reasonrequired: true,
    };
    const launch = show({
      open: true,
      resume: { responseid: 'FS9', selected: [{ flightkey: 'F1', farekey: 'F1~SAVER' }], approvalid: 'BA5' },
    });
    await screen.findByRole('dialog', { name: 'Change date' });
    expect(await drawer().findByText('Approved request: BA5')).toBeTruthy();
    await userEvent.type(drawer().getByLabelText(/Reason for choosing an out-of-policy fare/), 'Client meeting moved');
    await waitFor(() =>
      expect(drawer().getByRole('radio', { name: 'Wallet' }).getAttribute('aria-checked')).toBe('true'),
    );
    await userEvent.click(drawer().getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(launch.onChanged).toHaveBeenCalledWith('FL100002'));
    expect(callsTo('TG-FLIGHTRESCHEDULE')[0]!.jsondata as Fields).toMatchObject({
      approvalid: 'BA5',
      policyreason: 'Client meeting moved',
    });
    expect(callsTo('SEARCHFLIGHTSRESC')).toEqual([]);
  });

  it('is not offered for a rescheduled booking, which says Rescheduled', async () => {
    callOperation.mockImplementation(async () => ({ FlightInvoice: parsedInvoice(roundTripWire('rescheduled')) }));
    renderScreen(<FlightTicketPage txid="FL100001" />);
    expect(
      await within(await screen.findByRole('group', { name: 'Booking status' })).findByText('Rescheduled'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change date' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
