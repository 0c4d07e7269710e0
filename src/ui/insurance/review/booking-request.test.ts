import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { insuranceAddToTrip, insuranceBooking, sendInsuranceForApproval } from '../../../contract/insurance/booking';
import { decodeReviewQuery } from '../../../domain/insurance-query';
import { loginFixture } from '../../../session/login-fixture';
import { buildBookingDraft } from './booking-request';
import { initialReviewForm, withTravellerField } from './review-form';
import { reviewPagePath } from './review-paths';
import { INS, priceFixture } from './review-test-kit';

function draft(extra: { tripid?: string; forSomeoneElse?: boolean } = {}) {
  const profile = loginFixture().profilemaster;
  let form = initialReviewForm(decodeReviewQuery(INS)!, profile);
  form = withTravellerField(form, 1, 'title', 'Ms');
  form = withTravellerField(form, 1, 'firstname', ' Asha ');
  form = withTravellerField(form, 1, 'lastname', 'Kumar');
  form = withTravellerField(form, 1, 'gender', 'female');
  return buildBookingDraft({
    profile,
    price: priceFixture({ inpolicy: false, policyviolationreason: 'Above the limit' }),
    form: { ...form, forSomeoneElse: extra.forSomeoneElse ?? false },
    tripDetails: {
      purpose: 'official',
      reason: 'conference',
      projectid: 'PRJ1',
      costcenterid: 'CC1',
      departmentid: 'D1',
      billabletype: 'nonbillable',
      customerid: '',
    },
    paymentmode: 'creditcard',
    tripid: extra.tripid ?? '',
    approvalid: 'BA12',
    clientref: '0b6a4c1e-8f2d-4a57-9a61-3f0c2d9e7b10',
    failureurl: reviewPagePath(INS, 'BA12'),
    insquery: INS,
  });
}

describe('buildBookingDraft', () => {
  it('is a booking, an approval request and a trip item the contract accepts', () => {
    const { insquery: _insquery, ...booking } = draft() as ReturnType<typeof draft> & { insquery: string };
    expect(v.safeParse(insuranceBooking.request, { jsondata: booking }).issues).toBeUndefined();
    expect(v.safeParse(sendInsuranceForApproval.request, { jsondata: draft() }).issues).toBeUndefined();
    const item = { jsondata: draft({ tripid: '710001' }), totalnet: '2360.00', product: 'insurance' };
    expect(v.safeParse(insuranceAddToTrip.request, item).issues).toBeUndefined();
  });

  it('carries the policy verdict, the trip details, the card details and the way back after a failed payment', () => {
    const request = draft();
    expect(request).toMatchObject({
      policyid: 'INSPOL-C1-I',
      inpolicy: false,
      policyviolationreason: 'Above the limit',
      purpose: 'official',
      reason: 'conference',
      projectid: 'PRJ1',
      costcenterid: 'CC1',
      departmentid: 'D1',
      billabletype: 'nonbillable',
      bookingfor: 'official',
      approvalid: 'BA12',
      paymentmode: 'creditcard',
      successurl: '/insurance/eticket',
      failureurl: `/insurance/book?${new URLSearchParams({ ins: INS, approvalid: 'BA12' })}`,
    });
    expect(request.passengers).toMatchObject([
      { paxid: '1', profileid: 'P1', email: 'traveller@acme.test', mobile: '9876543210', paxtype: 'Adult' },
      { paxid: '2', profileid: '', firstname: 'Asha', email: '', mobile: '' },
    ]);
  });

  it("does not tie traveller 1 to the user's profile when booking for someone else", () => {
    expect(draft({ forSomeoneElse: true }).passengers).toMatchObject([{ profileid: '' }, { profileid: '' }]);
  });
});
