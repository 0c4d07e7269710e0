import { afterEach, describe, expect, it } from 'vitest';
import { db } from './database';
import { cachedFlightTicket, clearFlightTicketCache, forgetFlightTicket, storeFlightTicket } from './flight-tickets';
import { forgetSessionData } from '../session/forget';

afterEach(() => db.flightTickets.clear());

const invoice = { flightRecord: { booking_status: 'ticketed' }, sectorRecords: { txid: 'FL1001' } };

describe('flight ticket cache', () => {
  it('gives a ticket back only to the profile it was read for', async () => {
    await storeFlightTicket('P1', 'FL1001', invoice);
    expect(await cachedFlightTicket('P1', 'FL1001')).toEqual(invoice);
    expect(await cachedFlightTicket('P2', 'FL1001')).toBeUndefined();
    expect(await cachedFlightTicket('P1', 'FL9999')).toBeUndefined();
  });

  it("forgets a ticket the server no longer gives this profile, never another profile's row", async () => {
    await storeFlightTicket('P1', 'FL1001', invoice);
    await forgetFlightTicket('P2', 'FL1001');
    expect(await cachedFlightTicket('P1', 'FL1001')).toEqual(invoice);
    await forgetFlightTicket('P1', 'FL1001');
    expect(await cachedFlightTicket('P1', 'FL1001')).toBeUndefined();
  });

  it('is emptied at logout and session expiry', async () => {
    await storeFlightTicket('P1', 'FL1001', invoice);
    await storeFlightTicket('P2', 'FL1002', invoice);
    await clearFlightTicketCache();
    expect(await db.flightTickets.count()).toBe(0);
    await storeFlightTicket('P1', 'FL1001', invoice);
    await forgetSessionData();
    expect(await db.flightTickets.count()).toBe(0);
  });
});
