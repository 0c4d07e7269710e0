import { describe, expect, it } from 'vitest';
import { isBookingFlowPath } from './booking-flow';

describe('isBookingFlowPath', () => {
  it.each([
    '/flights',
    '/flights/',
    '/flights/oneway-search',
    '/flights/rt-search?rid=1',
    '/flights/book',
    '/flights/book?payment=failed',
    '/flights/eticket/TX123',
    '/insurance',
    '/insurance/search',
    '/insurance/book?ins=abc',
    '/insurance/eticket/TX9',
    '/hotels/results?hs=x',
    '/hotels/book?sid=S&hotel=H&rate=K',
    '/hotels/voucher/HTL1',
    '/v2/hotels',
    '/v2/hotels/book?sid=S&hotel=H&rate=K',
  ])('%s is a booking flow page', (path) => {
    expect(isBookingFlowPath(path)).toBe(true);
  });

  it.each(['/', '/trips', '/approvals', '/profile', '/flightsx', '/hotel-booking-form', '/v2', '/wallet-ledger/1001', '/pre-trip-flow/view/710003'])(
    '%s is not',
    (path) => {
      expect(isBookingFlowPath(path)).toBe(false);
    },
  );
});
