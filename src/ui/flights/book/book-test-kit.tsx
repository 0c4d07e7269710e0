import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { LoginOk } from '../../../contract/login';
import type { CorporateTripWire } from '../../../contract/trips/shapes';
import { FAREKEY, reprice } from '../../../machines/flights/flight-booking.machine.fixtures';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { bookMachine } from './book-machine-calls';
import { FlightBookPage } from './FlightBookPage';
import { OTHER_REASON_CHOICE, OWN_REASON_LABEL, POLICY_REASON_LABEL } from './PolicyReasonField';

/** Test helpers for the book page: a fake server answering by action, a render with spied outcomes. */

export const RID = 'R100';
export const FARES = [FAREKEY];

export type Call = Record<string, unknown> & { jsondata?: Record<string, unknown> };

export function tripFixture(tripid: string, tripname: string): CorporateTripWire {
  const blank = {
    corporateid: 'C1',
    traveller_profileid: 'P1',
    travellername: 'Ravi Kumar',
    travellers: [],
    createdby: 'Ravi Kumar',
    createdbyprofileid: 'P1',
  };
  return {
    ...blank,
    tripid,
    tripname,
    createdon: '2026-11-01',
    status: 'pending',
    origin: 'BLR',
    destination: 'DEL',
    destinationcountries: ['IN'],
    fromdate: '2026-12-01',
    todate: '2026-12-03',
    jdate: '2026-12-01',
    triptypeid: '',
    domint: 'domestic',
    travelclass: '',
    budgetedby: '',
    autocreateexpensereport: false,
    imprestrequired: false,
    imprestamountrequested: '0',
    imprestcurrency: 'INR',
    currency_conversionrate: '1',
    basecurrency_amount: '0',
    imprestid: '',
    travelreason: '',
    otherreason: '',
    trip_purpose: '',
    trip_budget: '0',
    trip_projectid: '',
    departmentid: '',
    costcenterid: '',
    billableid: '',
    budgetid: '',
    billabletype: '',
    clientref: '',
  };
}

export const self = {
  profileid: 'P1',
  isprofile: true,
  title: 'Mr',
  firstname: 'Ravi',
  lastname: 'Kumar',
  gender: 'male',
  dob: '1990-04-01',
  email: 'traveller@acme.test',
  mobile: '9876543210',
  mobilecountrycode: '91',
  passportnumber: 'Z1234567',
  passportexpiry: '2032-01-01',
  nationality: 'Indian',
};
export const colleague = {
  ...self,
  profileid: 'P2',
  isprofile: false,
  title: 'Ms',
  firstname: 'Asha',
  lastname: 'Menon',
  gender: 'female',
  dob: '1988-02-02',
  email: 'asha@acme.test',
  mobile: '9000000002',
  passportnumber: '',
};

const ok = { ApiStatus: { Status: 'OK' } };

/** What the fake server answers per action (actioncode, act or action, else opid); tests overwrite entries. */
export function fakeServer() {
  const calls: Call[] = [];
  const answers: Record<string, unknown> = {
    REPRICE: reprice(),
    GETSSR: {
      SSR: [
        {
          tripnumber: 1,
          segmentindex: 0,
          origin: 'BLR',
          destination: 'DEL',
          meals: [{ code: 'V', name: 'Veg', amount: '250.00' }],
          baggage: [{ code: 'XB5', name: '5 KG', amount: '1500.00' }],
        },
      ],
    },
    GETSEATMAP: { Root: { Status: 'NOK', Result: { list: { SeatMap: [] } } } },
    getwalletbalance: {
      ...ok,
      UserAccount: { balance: '50000.00', currency: 'INR', accountid: 'W1', ownertype: 'corporate' },
    },
    getcorporatebookingconfig: {
      ...ok,
      lpomandatory_guest: false,
      nameseditable: true,
      hotelversion: 'v1',
      paymentmodes: 'all',
    },
    'TG-GETPURPOSES': { ...ok, list: [{ id: 'PU1', name: 'Client meeting' }] },
    'TG-GETFLIGHTREASONS': {
      ...ok,
      list: [
        { id: 'RS1', name: 'Sales visit', isother: false },
        { id: 'RS9', name: 'Other', isother: true },
      ],
    },
    'TG-GETPERSONALTRAVELLERS': { ...ok, list: [self] },
    getprojectsforemployee: {
      ...ok,
      list: [
        {
          projectid: 'PJ1',
          projectname: 'Apollo',
          projectcode: 'APL',
          costcenterid: 'CC1',
          departmentid: 'D1',
          triptypeid: '',
        },
      ],
    },
    gettripscreatedbyprofile: {
      ...ok,
      list: [tripFixture('T1', 'Delhi client visit'), { ...tripFixture('T2', 'Old trip'), status: 'cancelled' }],
    },
    getflightpromodetails: { status: 'OK', message: 'Promo applied', discount: '500.00', totalnet: '4350.00' },
    'TG-FLIGHTBOOKING': {
      FlightBookingResponse: {
        tgbookingref: 'FL100001',
        txid: 'FL100001',
        errormessage: '',
        status: 'pending',
        paymenturl: '',
      },
    },
    'TG-FLIGHTBOOKINGAPPROVAL': {
      ResponseStatus: { status: 'OK', message: 'Sent to Meera Manager', responsedata: { approvalid: 'BA7' } },
    },
    ADDTOTRIP: { ...ok, itemid: 'I1' },
    getmybookingapprovals: { ...ok, list: [] },
    'TG-GETFLIGHTBOOKINGREQUESTFROMAPPROVALID': {
      ApiStatus: { Status: 'NOK', Message: 'id: booking request not found' },
      jsondata: null,
    },
  };
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    const name = String(body.actioncode ?? body.act ?? body.action ?? body.opid);
    const answer = answers[name];
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer ?? {}), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const called = (name: string) => calls.filter((c) => (c.actioncode ?? c.act ?? c.action ?? c.opid) === name);
  return { calls, answers, called };
}

export interface RenderOptions {
  approvalid?: string;
  paymentFailed?: boolean;
  login?: Partial<LoginOk['profilemaster']>;
  priceHoldMs?: number;
}

export function renderBook(options: RenderOptions = {}) {
  const base = loginFixture();
  const login = loginFixture({ profilemaster: { ...base.profilemaster, ...options.login } });
  setSession(login);
  const outcomes = {
    onBack: vi.fn(),
    onSearchAgain: vi.fn(),
    onBooked: vi.fn(),
    onGateway: vi.fn(),
    onAddedToTrip: vi.fn(),
  };
  const machine = options.priceHoldMs
    ? bookMachine.provide({ delays: { priceHold: options.priceHoldMs } })
    : bookMachine;
  render(
    <MantineProvider>
      <FlightBookPage
        login={login}
        rid={RID}
        farekeys={FARES}
        approvalid={options.approvalid ?? ''}
        paymentFailed={options.paymentFailed ?? false}
        machine={machine}
        {...outcomes}
      />
    </MantineProvider>,
  );
  return outcomes;
}

/** Types a whole value at once (a paste): one change per field keeps the big form's tests quick. */
export async function fill(
  user: { click: (e: Element) => Promise<void>; paste: (t: string) => Promise<void> },
  label: string,
  text: string,
) {
  // Not exact: a required field's label ends in Mantine's ' *'.
  await user.click(screen.getByLabelText(label, { exact: false }));
  await user.paste(text);
}

/** Out of policy with reasons on offer: 'Other…', then the traveller's own words. */
export async function writeOwnReason(user: UserEvent, text: string) {
  await user.selectOptions(screen.getByLabelText(POLICY_REASON_LABEL, { exact: false }), OTHER_REASON_CHOICE);
  await fill(user, OWN_REASON_LABEL, text);
}

/** The review step's pay button: 'Pay ₹X from wallet', 'Pay ₹X by card', 'Book ₹X on company account'. */
export const PAY_BUTTON = /^(Pay|Book) ₹[\d,.]+ (from wallet|by card|on company account)$/;

/** Proceed to Payment, then the review step's pay button: what a user does to be charged. */
export async function proceedAndPay(user: { click: (e: Element) => Promise<void> }) {
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  await user.click(await screen.findByRole('button', { name: PAY_BUTTON }));
}
