import { describe, expect, it } from 'vitest';
import { loginFixture } from '../../../session/login-fixture';
import { initialBookForm } from './booking-form';
import { withTripBilling } from './trip-billing';

const form = initialBookForm({ adults: 1, children: 0, infants: 0 }, loginFixture().profilemaster);

describe('a flight booked into a trip is billed as the trip', () => {
  it('takes the billable trip’s customer', () => {
    expect(withTripBilling(form, { billabletype: 'billable', billableid: 'BC1' }).trip).toMatchObject({
      billabletype: 'billable',
      customerid: 'BC1',
    });
  });
  it('leaves the form alone for no trip, a trip not billed, or a form already billable', () => {
    expect(withTripBilling(form, undefined)).toBe(form);
    expect(withTripBilling(form, { billabletype: 'nonbillalble', billableid: '' })).toBe(form);
    const chosen = { ...form, trip: { ...form.trip, billabletype: 'billable', customerid: 'BC2' } };
    expect(withTripBilling(chosen, { billabletype: 'billable', billableid: 'BC1' })).toBe(chosen);
  });
});
