import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/outbox';
import { mailMonthlySummaries, previousMonth } from '../../server/features/dashboards/monthly-summary';
import { dashboardSummaryMails } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { fact, insertFacts } from './dashboards-fixtures';

/*
 * The monthly summary to finance: April's bookings mailed once May has begun in India, to Acme's
 * finance admin only, with April's figures and nothing of another company or another month.
 *
 *   M1 Rahul 20001  booked 04-02  ₹5,000            standing
 *   M2 Rahul 20001  booked 04-30  ₹3,000, ₹500 missed standing
 *   M3 Priya 20002  booked 04-10  ₹2,000, ₹2,000 back cancelled
 *   M4 Rahul 20001  booked 05-01  ₹9,999            (May: not in April's mail)
 *   M5 Globex 30001 booked 04-03  ₹77,777           (another company, which has no finance admin)
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertFacts(t, [
    fact({ txid: 'M1', spendPaise: 500000, bookingDate: '2026-04-02' }),
    fact({ txid: 'M2', spendPaise: 300000, missedPaise: 50000, bookingDate: '2026-04-30' }),
    fact({ txid: 'M3', travellerProfileId: '20002', spendPaise: 200000, refundPaise: 200000, state: 'cancelled', bookingDate: '2026-04-10' }),
    fact({ txid: 'M4', spendPaise: 999900, bookingDate: '2026-05-01' }),
    fact({ txid: 'M5', corporateId: '1002', travellerProfileId: '30001', spendPaise: 7777700, bookingDate: '2026-04-03' }),
  ]);
});
afterAll(() => t.close());

// 1 May 2026, 00:10 in India, is still 30 April in UTC.
const MAY_IN_INDIA = new Date('2026-04-30T18:40:00Z');

describe('monthly summary mail', () => {
  it('takes the India month that ended', () => {
    expect(previousMonth(MAY_IN_INDIA)).toEqual({ key: '2026-04', first: '2026-04-01', last: '2026-04-30', label: 'April 2026' });
    expect(previousMonth(new Date('2026-04-30T18:00:00Z')).key).toBe('2026-03');
    expect(previousMonth(new Date('2026-01-15T00:00:00Z'))).toMatchObject({ key: '2025-12', first: '2025-12-01', last: '2025-12-31' });
  });

  it("mails April's figures to the finance admin once, and nothing of another company", async () => {
    expect(await mailMonthlySummaries(t.store.db, MAY_IN_INDIA)).toBe(2);
    const [mail, ...more] = await readOutbox(t.store.db, 'finance@acme.test');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Travel spend, April 2026');
    expect(mail!.body).toContain('Bookings standing: 2');
    expect(mail!.body).toContain('Total sales: ₹8,000');
    expect(mail!.body).toContain('Total spend (net of refunds): ₹8,000');
    expect(mail!.body).toContain('Missed savings: ₹500');
    expect(mail!.body).toMatch(/1\. .+: ₹8,000 \(2 bookings\)/);
    expect(mail!.body).not.toContain('9,999');
    expect(mail!.body).not.toContain('77,777');
    expect(mail!.body).toContain('/dashboard?from=2026-04-01&to=2026-04-30');
    // Nobody else at Acme is finance; Globex has no finance admin: its month is marked, unmailed.
    expect((await readOutbox(t.store.db, undefined, 50)).filter((m) => m.subject.startsWith('Travel spend'))).toHaveLength(1);
    const marked = await t.store.db.select().from(dashboardSummaryMails);
    expect(marked.map((r) => [r.corporateId, r.month, r.recipients]).sort()).toEqual([
      ['1001', '2026-04', 1],
      ['1002', '2026-04', 0],
    ]);

    expect(await mailMonthlySummaries(t.store.db, new Date(MAY_IN_INDIA.getTime() + 3_600_000))).toBe(0);
    expect(await readOutbox(t.store.db, 'finance@acme.test')).toHaveLength(1);
  });
});
