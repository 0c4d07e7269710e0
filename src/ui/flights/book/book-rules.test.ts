import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FlightBookingRequestSchema } from '../../../contract/flights/booking';
import { FAREKEY, FLIGHTKEY, reprice } from '../../../machines/flights/flight-booking.machine.fixtures';
import { loginFixture } from '../../../session/login-fixture';
import { payablePaise } from './book-money';
import { bookPagePath, flightKeyOfFare, parseFares, selectedOf } from './book-query';
import { buildFlightBooking, type FlightDraftFacts } from './booking-draft';
import { flightTitle, initialBookForm, pickedTraveller, withTraveller } from './booking-form';
import { colleague } from './book-test-kit';

/** The book page's pure parts: the URL, money, the request it sends (checked against the contract). */

describe('the URL', () => {
  it('reads a JSON list of 1 to 6 farekeys, nothing else', () => {
    expect(parseFares(JSON.stringify([FAREKEY]))).toEqual([FAREKEY]);
    for (const bad of ['', 'x', '[]', '[1]', '[""]', '{"a":1}', JSON.stringify(Array(7).fill('k'))])
      expect(parseFares(bad)).toBeNull();
  });

  it('finds each fare’s flight: the farekey less its fare family', () => {
    expect(flightKeyOfFare(FAREKEY)).toBe(FLIGHTKEY);
    expect(flightKeyOfFare(FLIGHTKEY)).toBe(FLIGHTKEY);
    expect(selectedOf([FAREKEY])).toEqual([{ flightkey: FLIGHTKEY, farekey: FAREKEY }]);
  });

  it('comes back to the same page after a failed card payment, with the approval', () => {
    const path = bookPagePath('R1', [FAREKEY], 'BA7');
    const url = new URL(path, 'https://app.test');
    expect([
      url.pathname,
      url.searchParams.get('rid'),
      JSON.parse(url.searchParams.get('fares')!),
      url.searchParams.get('approvalid'),
    ]).toEqual(['/flights/book', 'R1', [FAREKEY], 'BA7']);
  });
});

describe('money', () => {
  it('pays fares + extras − promo, never below zero, in paise', () => {
    expect(payablePaise(485000n, 25000n, 50000n)).toBe(460000n);
    expect(payablePaise(100n, 0n, 500n)).toBe(0n);
  });
});

describe('the request', () => {
  const profile = loginFixture().profilemaster;
  const facts = (over: Partial<FlightDraftFacts> = {}): FlightDraftFacts => {
    const price = reprice({ adults: 1, children: 1 });
    const form = initialBookForm(price, profile);
    form.travellers[1] = {
      ...form.travellers[1]!,
      title: 'Miss',
      firstname: 'Meera',
      lastname: 'Kumar',
      gender: 'female',
      dob: '2020-05-05',
    };
    return {
      profile,
      responseid: 'R1',
      selected: selectedOf([FAREKEY]),
      price,
      form,
      extras: [],
      extrasPaise: 0n,
      promocode: '',
      paymentmode: 'cashcard',
      tripid: '',
      approvalid: '',
      clientref: '5e7a3c1e-8b1f-4a44-9c1e-2f1f0b9d0a11',
      project: undefined,
      failureurl: bookPagePath('R1', [FAREKEY]),
      ...over,
    };
  };

  it('is a valid FlightBookingRequest', () => {
    const draft = buildFlightBooking(facts());
    const parsed = v.safeParse(FlightBookingRequestSchema, draft.jsondata);
    expect(parsed.issues?.map((i) => i.message)).toBeUndefined();
    expect(draft).toMatchObject({ profileid: profile.profileid, tcprofileid: '' });
  });

  it('for a colleague: profileid stays the caller’s, who goes as tcprofileid; the colleague is traveller 1', () => {
    const base = facts();
    const form = withTraveller(base.form, 0, pickedTraveller('ADT', colleague));
    const draft = buildFlightBooking({ ...base, form });
    expect(draft).toMatchObject({ profileid: 'P1', tcprofileid: 'P1' });
    expect(draft.jsondata.travellers[0]).toMatchObject({ profileid: 'P2', firstname: 'Asha' });
  });

  it('leaves passports out on domestic flights and the policy reason out when in policy', () => {
    const base = facts();
    base.form.travellers[0]!.passportnumber = 'Z1';
    base.form.trip.policyreason = 'typed then the fare came back in policy';
    const draft = buildFlightBooking(base);
    expect(draft.jsondata.travellers[0]).toMatchObject({ passportnumber: '' });
    expect(draft.jsondata.policyreason).toBe('');
  });

  it('offers only the titles the booking takes', () => {
    expect(['MR.', 'mrs', 'Dr', ''].map(flightTitle)).toEqual(['Mr', 'Mrs', '', '']);
  });
});
