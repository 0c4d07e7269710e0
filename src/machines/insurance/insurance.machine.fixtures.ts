import type { InsurancePlan, InsurancePriceResult } from '../../contract/insurance/operations';
import type { InsuranceResultsQuery } from '../../domain/insurance-query';
import type { BookingOutcome, InsuranceBookingDraft } from './insurance.logic';

/** Test data for the insurance machine: two searches, plans either way, prices either way. */
export const search: InsuranceResultsQuery = {
  categoryid: '1',
  categorycode: 'DOM',
  noofpax: 1,
  startdate: '2026-12-01',
  enddate: '2026-12-11',
  domint: 'domestic',
  paxList: [{ paxnumber: 1, dob: '1990-01-01', age: 36 }],
};
export const modified: InsuranceResultsQuery = { ...search, enddate: '2026-12-21' };

export function plan(plancode: string, eligible: boolean): InsurancePlan {
  return {
    recordid: `IR-${plancode}`,
    plancode,
    name: `Plan ${plancode}`,
    totalpremium: eligible ? '1180.00' : '0.00',
    basepremium: eligible ? '1000.00' : '0.00',
    gst: eligible ? '180.00' : '0.00',
    currency: 'INR',
    daylimit: 30,
    agelimit: '0-60',
    minage: 0,
    maxage: 60,
    eligible,
    ineligiblereason: eligible ? '' : 'Covers trips of up to 30 days',
    paxWiseInfo: [],
  };
}
export const goodPlan = plan('DOM-SILVER', true);
export const refusedPlan = plan('DOM-BASIC', false);

export function price(approvalrequired: boolean): InsurancePriceResult {
  return {
    status: 'OK',
    message: '',
    totalnet: '1180.00',
    totalfare: '1000.00',
    tax: '180.00',
    currency: 'INR',
    inpolicy: !approvalrequired,
    policyid: 'P1',
    policyviolationreason: approvalrequired ? 'Premium above the policy limit' : '',
    approvalrequired,
    approvalid: '',
    insurancetype: 'domestic',
    insurance_name: 'Plan DOM-SILVER',
    insurance_details: '',
    plancode: 'DOM-SILVER',
    recordid: 'IR-DOM-SILVER',
    categoryid: '1',
    categorycode: 'DOM',
    startdate: search.startdate,
    enddate: search.enddate,
    daylimit: 10,
    plandaylimit: 30,
    agelimit: '0-60',
    paxWiseInfo: [],
  };
}

export const walletBooking = { paymentmode: 'cashcard', clientref: 'c-1' } as unknown as InsuranceBookingDraft;
export const cardBooking = { paymentmode: 'creditcard', clientref: 'c-1' } as unknown as InsuranceBookingDraft;

export const walletBooked: BookingOutcome = { ok: true, txid: 'TX1', tgbookingref: 'INS1', paymenturl: '' };
export const cardStarted: BookingOutcome = {
  ok: true,
  txid: 'TX2',
  tgbookingref: 'INS2',
  paymenturl: '/sandbox-gateway/PAY1',
};
