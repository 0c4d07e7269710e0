import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { InsurancePriceResult } from '../../../contract/insurance/operations';
import { decodeReviewQuery } from '../../../domain/insurance-query';
import type { LoginOk } from '../../../contract/login';
import { loginFixture } from '../../../session/login-fixture';
import { setSession } from '../../../session/store';
import { InsuranceReviewPage } from './InsuranceReviewPage';
import { reviewMachine } from './review-machine-calls';

/** Test helpers for the review page: a priced plan, a fake server answering by action, a render. */

export const INS = 'R1;ASIAGOLD;2360.00;2;ASIA;2;2026-12-01;2026-12-10;1;1990-04-01;36;2;1992-05-05;34';

export function priceFixture(extra: Partial<InsurancePriceResult> = {}): InsurancePriceResult {
  return {
    status: 'OK',
    message: '',
    totalnet: '2360.00',
    totalfare: '2000.00',
    tax: '360.00',
    currency: 'INR',
    inpolicy: true,
    policyid: 'INSPOL-C1-I',
    policyviolationreason: '',
    approvalrequired: false,
    approvalid: '',
    insurancetype: 'international',
    insurance_name: 'Asia Gold',
    insurance_details: '',
    plancode: 'ASIAGOLD',
    recordid: 'R1',
    categoryid: '2',
    categorycode: 'ASIA',
    startdate: '2026-12-01',
    enddate: '2026-12-10',
    daylimit: 9,
    plandaylimit: 180,
    agelimit: '0-60',
    paxWiseInfo: [1, 2].map((paxnumber) => ({
      paxnumber,
      age: paxnumber === 1 ? 36 : 34,
      premium: '1000.00',
      gst: '180.00',
      daylimit: 180,
      agelimit: '0-60',
      plancode: 'ASIAGOLD',
    })),
    ...extra,
  };
}

export type Call = Record<string, unknown> & { jsondata?: Record<string, unknown> };

/** What the fake server answers per action; tests overwrite the entries they are about. */
export function fakeServer() {
  const calls: Call[] = [];
  const answers: Record<string, unknown> = {
    getinsurancetax: { ApiStatus: { Status: 'OK' }, InsuranceTaxResponse: { insurancerecommendation: priceFixture() } },
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
    getcategories: [{ InsuranceCategory: [{ categoryid: '2', categorycode: 'ASIA', description: 'Asia', domint: 'international' }] }],
    booking: { FlightBookingResponse: { status: 'OK', tgbookingref: 'TGI1', txid: 'TX1', message: '', paymenturl: '' } },
    addtotrip: { ApiStatus: { Status: 'OK' } },
    sendforapproval: { ResponseStatus: { status: 'OK', message: 'Sent to Meera Manager' }, responsedata: { approvalid: 'BA7' } },
  };
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    // Masters without an action (TG-GETPURPOSES, TG-GETTRIPVALIDATIONS…) answer by their opid.
    const name = String(body.actioncode ?? body.action ?? body.opid);
    return new Response(JSON.stringify(answers[name] ?? {}), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const called = (name: string) => calls.filter((c) => (c.actioncode ?? c.action ?? c.opid) === name);
  return { calls, answers, called };
}

export interface RenderOptions {
  ins?: string;
  approvalid?: string;
  paymentFailed?: boolean;
  login?: Partial<LoginOk['profilemaster']>;
  serviceconfig?: Partial<LoginOk['serviceconfig']>;
}

export function renderReview(options: RenderOptions = {}) {
  const base = loginFixture();
  const login = loginFixture({
    profilemaster: { ...base.profilemaster, ...options.login },
    serviceconfig: { ...base.serviceconfig, ...options.serviceconfig },
  });
  setSession(login);
  const ins = options.ins ?? INS;
  const outcomes = { onBack: vi.fn(), onBooked: vi.fn(), onGateway: vi.fn(), onAddedToTrip: vi.fn() };
  render(
    <MantineProvider>
      <InsuranceReviewPage
        login={login}
        ins={ins}
        query={decodeReviewQuery(ins)!}
        approvalid={options.approvalid ?? ''}
        paymentFailed={options.paymentFailed ?? false}
        machine={reviewMachine}
        {...outcomes}
      />
    </MantineProvider>,
  );
  return outcomes;
}
