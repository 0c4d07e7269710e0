import { afterEach, describe, expect, it } from 'vitest';
import { db } from './database';
import {
  cachedInsuranceTicket,
  clearInsuranceTicketCache,
  forgetInsuranceTicket,
  storeInsuranceTicket,
} from './insurance-tickets';
import { forgetSessionData } from '../session/forget';

afterEach(() => db.insuranceTickets.clear());

const invoice = { insurancerecord: { txid: 'INS1001' }, passengers: [] };

describe('insurance ticket cache', () => {
  it('gives a ticket back only to the profile it was read for', async () => {
    await storeInsuranceTicket('P1', 'INS1001', invoice);
    expect(await cachedInsuranceTicket('P1', 'INS1001')).toEqual(invoice);
    expect(await cachedInsuranceTicket('P2', 'INS1001')).toBeUndefined();
    expect(await cachedInsuranceTicket('P1', 'INS9999')).toBeUndefined();
  });

  it("forgets a ticket the server no longer gives this profile, never another profile's row", async () => {
    await storeInsuranceTicket('P1', 'INS1001', invoice);
    await forgetInsuranceTicket('P2', 'INS1001');
    expect(await cachedInsuranceTicket('P1', 'INS1001')).toEqual(invoice);
    await forgetInsuranceTicket('P1', 'INS1001');
    expect(await cachedInsuranceTicket('P1', 'INS1001')).toBeUndefined();
  });

  it('is emptied at logout and session expiry', async () => {
    await storeInsuranceTicket('P1', 'INS1001', invoice);
    await storeInsuranceTicket('P2', 'INS1002', invoice);
    await clearInsuranceTicketCache();
    expect(await db.insuranceTickets.count()).toBe(0);
    await storeInsuranceTicket('P1', 'INS1001', invoice);
    await forgetSessionData();
    expect(await db.insuranceTickets.count()).toBe(0);
  });
});
