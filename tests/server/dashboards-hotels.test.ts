import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app';
import { dashboardTestApp, fact, insertFacts } from './dashboards-fixtures';

/*
 * Hotel stays in TG-INTICORPORATEDASHBOARDDATA's region rows (docs/features/dashboards.md
 * "Regions"): hotel spend, its average over the trips with a stay, and room nights of the stays
 * still booked. Each expectation worked out by hand:
 *
 *   H1 trip T1 flight    IN ₹6,000
 *   H2 trip T1 hotel     IN ₹9,000  3 room nights
 *   H3 trip T2 hotel     IN ₹4,000  2 room nights, cancelled with ₹3,000 back (₹1,000 kept, no nights)
 *   H4 no trip hotel     IN ₹5,000  4 room nights (2 nights × 2 rooms)
 *   H5 no trip insurance IN ₹500
 *   H6 Globex  hotel     IN ₹7,777  9 room nights (another company)
 */

const WINDOW = { fromdate: '2026-04-01', todate: '2026-04-30' };
const hotel = { product: 'hotel', merchant: 'Sandbox Hotels' };

let t: TestApp;
let finance: string;
let globexAdmin: string;
beforeAll(async () => {
  ({ t, finance, globexAdmin } = await dashboardTestApp());
  await insertFacts(t, [
    fact({ txid: 'H1', tripId: 'T1', spendPaise: 600000 }),
    fact({ txid: 'H2', tripId: 'T1', ...hotel, spendPaise: 900000, nights: 3 }),
    fact({ txid: 'H3', tripId: 'T2', ...hotel, spendPaise: 400000, refundPaise: 300000, nights: 2, state: 'cancelled' }),
    fact({ txid: 'H4', ...hotel, spendPaise: 500000, nights: 4 }),
    fact({ txid: 'H5', product: 'insurance', merchant: 'Insurer', spendPaise: 50000 }),
    fact({ txid: 'H6', corporateId: '1002', travellerProfileId: '30001', ...hotel, spendPaise: 777700, nights: 9 }),
  ]);
});
afterAll(() => t.close());

async function regionRows(token: string) {
  const r = await t.service(token, { opid: 'TG-INTICORPORATEDASHBOARDDATA', ...WINDOW });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { DashboardData: Record<string, unknown>[] }).DashboardData;
}

describe('hotel stays in the region rows', () => {
  it('count hotel spend apart from other products, its average per trip with a stay, and the nights still booked', async () => {
    const [india] = await regionRows(finance);
    expect(india).toMatchObject({
      region: 'IN',
      // T1, H4 and H5 stand; T2 only kept a penalty.
      tripsCount: 3,
      totalFlightExpenseCost: '6000.00',
      // ₹9,000 + ₹1,000 kept + ₹5,000.
      totalHotelExpenseCost: '15000.00',
      totalOtherExpenseCost: '500.00',
      totalCost: '21500.00',
      // Over T1 and H4, the trips with a standing stay.
      averageHotelCost: '7500.00',
      totalHotelNights: 7,
    });
  });

  it("another company's stays stay its own", async () => {
    const [india] = await regionRows(globexAdmin);
    expect(india).toMatchObject({ totalHotelExpenseCost: '7777.00', totalHotelNights: 9 });
  });
});
