import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { fact, insertFacts } from './dashboards-fixtures';

/*
 * TG-EMPLOYEEDASHBOARDDATA (docs/features/dashboards.md "Traveller dashboard"): a traveller's own
 * bookings only. The test clock's today is 2026-03-01. Rahul is 20001 (traveller@acme.test).
 *
 *   E0 Rahul  flight    02-10→02-15 ₹2,000   in policy (travelled)
 *   E1 Rahul  flight    04-02→04-04 ₹5,000   in policy
 *   E2 Rahul  insurance 04-02→04-04 ₹500
 *   E3 Rahul  flight    04-05→04-25 ₹30,000  out of policy, missed ₹4,000
 *   E4 Rahul  flight    05-15→05-20 ₹6,000   cancelled, ₹5,000 back
 *   E5 Kavita 20004     04-03       ₹8,000   (someone else)
 *   E6 Globex 30001     04-03       ₹77,777  (another company)
 */

const WINDOW = { fromdate: '2026-02-01', todate: '2026-05-31' };
const RAHUL = { corporateid: '1001', profileid: '20001' };

let t: TestApp;
let rahul: string;
beforeAll(async () => {
  t = await createTestApp();
  rahul = await t.token('traveller@acme.test');
  await insertFacts(t, [
    fact({ txid: 'E0', bookingDate: '2026-02-10', travelDate: '2026-02-15', spendPaise: 200000 }),
    fact({ txid: 'E1', spendPaise: 500000 }),
    fact({ txid: 'E2', product: 'insurance', merchant: 'Insurer', spendPaise: 50000 }),
    fact({
      txid: 'E3',
      bookingDate: '2026-04-05',
      travelDate: '2026-04-25',
      spendPaise: 3000000,
      inPolicy: false,
      missedPaise: 400000,
    }),
    fact({
      txid: 'E4',
      bookingDate: '2026-05-15',
      travelDate: '2026-05-20',
      spendPaise: 600000,
      state: 'cancelled',
      refundPaise: 500000,
    }),
    fact({ txid: 'E5', travellerProfileId: '20004', bookingDate: '2026-04-03', spendPaise: 800000 }),
    fact({ txid: 'E6', corporateId: '1002', travellerProfileId: '30001', spendPaise: 7777700 }),
  ]);
});
afterAll(() => t.close());

async function employee(token: string, reportname: string, fields: Record<string, unknown> = {}, status = 200) {
  const r = await t.service(token, { opid: 'TG-EMPLOYEEDASHBOARDDATA', ...RAHUL, ...WINDOW, reportname, ...fields });
  expect(r.statusCode, r.body).toBe(status);
  return r.json();
}
const rows = async (reportname: string, fields: Record<string, unknown> = {}) =>
  (await employee(rahul, reportname, fields)).DashboardData;

describe("a traveller's own dashboard", () => {
  it('spendbymonth: every month of the window, standing bookings and net spend', async () => {
    expect(await rows('spendbymonth')).toEqual([
      { month: '2026-02', bookings: 1, amount: '2000.00' },
      { month: '2026-03', bookings: 0, amount: '0.00' },
      { month: '2026-04', bookings: 3, amount: '35500.00' },
      { month: '2026-05', bookings: 0, amount: '1000.00' },
    ]);
  });

  it('spendbyproduct, policy, upcoming against past', async () => {
    expect(await rows('spendbyproduct')).toEqual([
      { product: 'flight', bookings: 3, amount: '38000.00' },
      { product: 'insurance', bookings: 1, amount: '500.00' },
    ]);
    expect(await rows('policy')).toEqual([
      { group: 'In Policy', bookings: 3, missed: '0.00' },
      { group: 'Out Of Policy', bookings: 1, missed: '4000.00' },
    ]);
    expect(await rows('upcoming')).toEqual([
      { group: 'upcoming', bookings: 3, amount: '35500.00' },
      { group: 'past', bookings: 1, amount: '2000.00' },
    ]);
  });

  it('without a window: the twelve months up to today', async () => {
    const answer = await employee(rahul, 'spendbymonth', { fromdate: undefined, todate: undefined });
    expect(answer).toMatchObject({ fromdate: '2025-04-01', todate: '2026-03-01' });
    expect(answer.DashboardData).toHaveLength(12);
    expect(answer.DashboardData[10]).toEqual({ month: '2026-02', bookings: 1, amount: '2000.00' });
  });

  it('any role, but only its own: a travel admin sees her own booking, not the company', async () => {
    const kavita = await t.token('traveladmin@acme.test');
    const answer = await employee(kavita, 'spendbyproduct', { profileid: '20004' });
    expect(answer.DashboardData).toEqual([{ product: 'flight', bookings: 1, amount: '8000.00' }]);
  });
});

describe('refusals', () => {
  const refused = async (fields: Record<string, unknown>, status: number, message: string) =>
    expect((await employee(rahul, 'policy', fields, status)).ResponseStatus.message).toContain(message);

  it("refuses another person's or another company's profile, and another company", async () => {
    await refused({ profileid: '20004' }, 403, 'profileid: not yours');
    await refused({ profileid: '30001' }, 403, 'profileid: not yours');
    await refused({ corporateid: '1002' }, 403, 'corporateid: not yours');
  });

  it('names the field of bad input', async () => {
    await refused({ profileid: undefined }, 400, 'profileid is required');
    await refused({ reportname: 'everything' }, 400, 'reportname must be one of');
    await refused({ fromdate: '2026-02-30' }, 400, 'fromdate');
    await refused({ todate: '2026-01-01' }, 400, 'todate must not be before fromdate');
  });
});
