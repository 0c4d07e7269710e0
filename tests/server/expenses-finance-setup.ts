import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/store/db';
import { expenseLines, expenseReports, profiles, trips } from '../../server/store/schema';
import type { ExpenseReportStatus } from '../../src/domain/expense-report';
import type { PaymentMethod } from '../../src/contract/expenses/line-shape';

/*
 * Finance's tests start where the claim side ends: reports written straight into the tables in the
 * status finance finds them (approved and on), so these tests check finance's steps alone. Acme
 * (1001, INR): traveller 20001 has a primary bank (EB20001), coordinator 20003 has none.
 */

export interface LineSpec {
  /** In the base currency (INR), as minor units. */
  base: bigint;
  method?: PaymentMethod;
}

let serial = 0;

/** A trip of `profileId` with an advance of `advance` minor units of `currency` (0: none). */
export async function tripWithAdvance(db: Db, profileId: string, advance: number, currency = 'USD'): Promise<string> {
  const [p] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  const id = `FT${Date.now() % 1_000_000}${++serial}`;
  const now = new Date('2026-04-01T00:00:00Z');
  await db.insert(trips).values({
    id, corporateId: p!.corporateId, travellerProfileId: profileId, createdByProfileId: profileId, createdBy: p!.email,
    tripName: `Finance trip ${id}`, origin: 'Bengaluru', destination: 'Singapore', fromDate: '2026-04-10', toDate: '2026-04-12',
    status: 'approved', imprestRequired: advance > 0, imprestAmountRequestedPaise: advance, imprestCurrency: currency, createdAt: now, updatedAt: now,
  });
  return id;
}

/** A report of `profileId` in `status`, submitted at `submittedAt`, with `lines`; answers its id and its lines' ids. */
export async function reportRow(
  db: Db,
  { profileId = '20001', status = 'approved', lines = [{ base: 45_000n }], title = 'Client visit', tripId = '', submittedAt = new Date('2026-02-20T10:00:00Z') }:
  { profileId?: string; status?: ExpenseReportStatus; lines?: LineSpec[]; title?: string; tripId?: string; submittedAt?: Date } = {},
): Promise<{ reportid: string; reportno: string; lineids: string[] }> {
  const [p] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  const reportid = randomUUID();
  const [{ no }] = await db.insert(expenseReports).values({
    id: reportid, reportNo: sql`'ER' || nextval('expense_report_no_seq')::text`, corporateId: p!.corporateId, profileId, title, tripId, status, currency: 'INR', round: 1, submittedAt, createdAt: submittedAt, updatedAt: submittedAt,
  }).returning({ no: expenseReports.reportNo }) as [{ no: string }];
  const lineids = lines.map(() => randomUUID());
  await db.insert(expenseLines).values(
    lines.map((l, i) => ({
      id: lineids[i]!, corporateId: p!.corporateId, profileId, reportId: reportid, tripId, kind: 'travel' as const, lineType: 'expense' as const, categoryId: 'CT1001MEALS',
      expenseDate: '2026-04-11', merchant: `Merchant ${i}`, currency: 'INR', amountMinor: l.base, rate: '1.0000', baseCurrency: 'INR', baseMinor: l.base,
      paymentMethod: l.method ?? 'personalcard', createdAt: submittedAt, updatedAt: submittedAt,
    })),
  );
  return { reportid, reportno: no, lineids };
}
