import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { HotelRateDetail } from '../../../contract/hotels/details';
import type { HotelPolicyVerdictWire } from '../../../contract/hotels/search-shapes';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { hotelBookMachine } from './book-machine-calls';
import { HotelBookPage } from './HotelBookPage';
import type { BookData } from './use-book-data';

/** Test helpers of the hotel book page: a rate, a fake server answering by action, a render (only *.test.tsx import it). */

export const KEY = 'SBXH1~in-pune-0001~standard~RO~R~2099-12-14~2099-12-16~2~2099-12-01~1~abc';
export const NEW_KEY = 'SBXH1~in-pune-0001~standard~RO~R~2099-12-14~2099-12-16~2~2099-12-01~2~def';
const amounts = (base: string, tax: string, total: string) => ({ base, tax, total });

export function rateFixture(policy?: HotelPolicyVerdictWire): HotelRateDetail {
  return {
    ratekey: KEY,
    roomtype: 'standard',
    roomname: 'Standard room',
    board: 'RO',
    boardname: 'Room only',
    refundable: true,
    cancellation: ['Free cancellation until 72 hours before check-in'],
    nightly: amounts('4000.00', '200.00', '4200.00'),
    total: amounts('8000.00', '400.00', '8400.00'),
    ...(policy ? { policy } : {}),
  };
}
export const NEEDS_APPROVAL = { inpolicy: false, reasons: ['Above the nightly limit of ₹3,000'], needsapproval: true };

export function dataFixture(rate = rateFixture()): BookData {
  return {
    hotel: {
      hotelcode: 'in-pune-0001',
      name: 'Sandbox Rate Rise Hotel Hinjewadi',
      stars: 4,
      chain: null,
      address: '1 Phase 1 Road, Hinjewadi, Pune',
      area: 'Hinjewadi',
      city: 'Pune',
      country: 'India',
      countrycode: 'IN',
      lat: 18.59,
      lon: 73.74,
      distancekm: 0.4,
      amenities: [],
      photos: [{ photoid: 'p1', kind: 'exterior', url: '/api/hotel-photos/p1.svg' }],
      description: '',
      checkintime: '14:00',
      checkouttime: '12:00',
      rating: 4.1,
      reviewcount: 300,
    },
    rate,
    stay: { checkin: '2099-12-14', checkout: '2099-12-16', nights: 2, rooms: [{ adults: 2, childages: [] }] },
    travellers: [],
  };
}

const { policy: _policy, cancellation: _cancellation, ...summary } = rateFixture();
export const unchanged = {
  ResponseStatus: { status: 'OK' },
  status: 'unchanged',
  rate: summary,
  previoustotal: '8400.00',
};
export const priceRise = {
  ResponseStatus: { status: 'OK' },
  status: 'pricechanged',
  rate: { ...summary, ratekey: NEW_KEY, total: amounts('11000.00', '550.00', '11550.00') },
  previoustotal: '8400.00',
};

type Call = Record<string, unknown>;
type Answer = unknown | ((call: Call) => Response);

/** What the fake server answers per action; tests overwrite the entries they are about. */
export function fakeServer() {
  const calls: Call[] = [];
  const answers: Record<string, Answer> = {
    recheckhotelrate: unchanged,
    getwalletbalance: {
      ApiStatus: { Status: 'OK' },
      UserAccount: { balance: '50000.00', currency: 'INR', accountid: 'W1', ownertype: 'corporate' },
    },
    getcorporatebookingconfig: {
      ApiStatus: { Status: 'OK' },
      lpomandatory_guest: false,
      nameseditable: true,
      hotelversion: 'v1',
      paymentmodes: 'all',
    },
    bookhotel: { status: 'OK', txid: 'HTL1', bookingstatus: 'booked', message: '', paymenturl: '' },
    sendhotelforapproval: {
      ResponseStatus: { status: 'OK', message: 'Sent to Meera Manager' },
      responsedata: { approvalid: 'BA7' },
    },
    addhoteltotrip: { ApiStatus: { Status: 'OK' }, itemid: 'I1' },
  };
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    const answer = answers[String(body.action ?? body.opid)] ?? {};
    if (typeof answer === 'function') return (answer as (call: Call) => Response)(body);
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const called = (name: string) => calls.filter((c) => (c.action ?? c.opid) === name);
  return { calls, answers, called };
}

export function renderBookPage(options: { data?: BookData; approvalid?: string } = {}) {
  const login = loginFixture();
  setSession(login);
  const outcomes = { onBooked: vi.fn(), onGateway: vi.fn(), onBackToHotel: vi.fn() };
  render(
    <MantineProvider>
      <HotelBookPage
        login={login}
        searchid="S1"
        ratekey={KEY}
        approvalid={options.approvalid ?? ''}
        paymentFailed={false}
        failureurl="/hotels/book?payment=failed"
        data={options.data ?? dataFixture()}
        machine={hotelBookMachine}
        {...outcomes}
      />
    </MantineProvider>,
  );
  return outcomes;
}
