import { describe, expect, it } from 'vitest';
import { filterBookings, matchesSearch, nextUpcoming, viewOf } from '../../contract/bookings/booking-view';
import type { MyBooking } from '../../contract/bookings/operations';
import { nextUpItem } from './next-up';

/* The tabs, the product filter and the search of "My bookings", and the home's "Next up". */

const TODAY = '2026-03-01';
const booking = (over: Partial<MyBooking>): MyBooking => ({
  product: 'flight',
  txid: 'FL700001',
  reference: 'TGF700001',
  fromdate: '2026-03-20',
  todate: '2026-03-20',
  route: 'BLR-DEL',
  travellers: ['Rahul Verma'],
  amount: '4500.00',
  currency: 'INR',
  paymentmode: 'cashcard',
  status: 'ticketed',
  tripid: '',
  bookedat: '2026-02-01T09:00:00.000Z',
  ticketpath: '/flights/eticket/FL700001',
  ...over,
});

const flight = booking({});
const policy = booking({ product: 'insurance', txid: 'INS500001', reference: 'POL-123', route: 'Basic', travellers: ['Asha Rao'], fromdate: '2026-03-10', todate: '2026-03-15', status: 'confirmed', ticketpath: '/insurance/eticket/INS500001' });
const flown = booking({ txid: 'FL700002', reference: 'AB12CD', fromdate: '2026-02-10', todate: '2026-02-10' });
const cancelled = booking({ txid: 'FL700003', status: 'refunded' });
const all = [flight, policy, flown, cancelled];

describe('viewOf', () => {
  it('puts ended bookings under cancelled whatever their dates, others by their last day', () => {
    expect(viewOf(cancelled, TODAY)).toBe('cancelled');
    expect(viewOf(booking({ status: 'expired', fromdate: '2026-01-01', todate: '2026-01-01' }), TODAY)).toBe('cancelled');
    expect(viewOf(flown, TODAY)).toBe('past');
    expect(viewOf(flight, TODAY)).toBe('upcoming');
    // Still travelling on its last day: upcoming until the day is over.
    expect(viewOf(booking({ fromdate: '2026-02-27', todate: TODAY }), TODAY)).toBe('upcoming');
  });
});

describe('filterBookings', () => {
  it('keeps each tab, the product and the search together', () => {
    expect(filterBookings(all, { view: 'upcoming', product: '', search: '' }, TODAY)).toEqual([flight, policy]);
    expect(filterBookings(all, { view: 'past', product: '', search: '' }, TODAY)).toEqual([flown]);
    expect(filterBookings(all, { view: 'cancelled', product: '', search: '' }, TODAY)).toEqual([cancelled]);
    expect(filterBookings(all, { view: 'upcoming', product: 'insurance', search: '' }, TODAY)).toEqual([policy]);
    expect(filterBookings(all, { view: 'all', product: '', search: 'ab12' }, TODAY)).toEqual([flown]);
    expect(filterBookings(all, { view: 'upcoming', product: 'flight', search: 'asha' }, TODAY)).toEqual([]);
  });

  it('searches the reference, the txid and traveller names, ignoring case and spaces around', () => {
    expect(matchesSearch(policy, '  pol-123 ')).toBe(true);
    expect(matchesSearch(policy, 'ins500001')).toBe(true);
    expect(matchesSearch(policy, 'RAO')).toBe(true);
    expect(matchesSearch(policy, 'verma')).toBe(false);
    expect(matchesSearch(policy, '')).toBe(true);
  });
});

describe('next up', () => {
  it('is the upcoming booking that starts first', () => {
    expect(nextUpcoming(all, TODAY)).toBe(policy);
    expect(nextUpItem(all, [], TODAY)).toEqual({ kind: 'booking', title: 'Insurance Basic', fromdate: '2026-03-10', todate: '2026-03-15', to: '/insurance/eticket/INS500001' });
  });

  it('is a trip when the trip starts first, and nothing when nothing is coming', () => {
    const trip = { tripid: 'T9', tripname: 'Delhi review', status: 'approved', fromdate: '2026-03-05', todate: '2026-03-07' };
    expect(nextUpItem(all, [trip], TODAY)).toMatchObject({ kind: 'trip', title: 'Delhi review', to: '/trips/T9' });
    expect(nextUpItem(all, [{ ...trip, status: 'cancelled' }], TODAY)?.kind).toBe('booking');
    expect(nextUpItem([flown, cancelled], [], TODAY)).toBeNull();
  });
});
