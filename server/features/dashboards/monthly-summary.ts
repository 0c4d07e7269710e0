import { and, eq, gte, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { addDays, indiaToday } from '../../../src/domain/calendar-days';
import { formatMoney, parseMinorUnits } from '../../../src/domain/money';
import { queueMail } from '../../mail/outbox';
import type { Executor } from '../../store/db';
import { corporates, profiles } from '../../store/schema-core';
import { dashboardSummaryMails, bookingFacts as f } from '../../store/schema-dashboards';
import { personAccounts } from '../../store/schema-people';
import { groupRows, salesSums, summed } from './fact-sources';
import { topSpendingTravellers } from './report-lists';

/*
 * The monthly summary mailed to finance (docs/features/dashboards.md "Monthly summary"): once the
 * India month is over, each company with bookings in it gets one mail per finance admin through
 * the mail outbox, with the month's totals and top spenders. A maintenance task: the pass runs in
 * the maintenance job's transaction, and the month's row in dashboard_summary_mails, written with
 * the mails, is what keeps it from being sent twice.
 */

const TOP = 5;

interface Month {
  key: string;
  first: string;
  last: string;
  label: string;
}

/** The India month before the one `now` falls in. */
export function previousMonth(now: Date): Month {
  const firstOfThis = `${indiaToday(now).slice(0, 7)}-01`;
  const last = addDays(firstOfThis, -1);
  const first = `${last.slice(0, 7)}-01`;
  const label = new Date(`${first}T00:00:00Z`).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { key: first.slice(0, 7), first, last, label };
}

async function summaryBody(tx: Executor, corporateId: string, currency: string, month: Month): Promise<string> {
  // The company's whole view, as a finance admin's dashboard shows it.
  const reader = { tx, session: { corporateid: corporateId, profileid: '', role: 'financeadmin' as const } };
  const scope = { window: { fromdate: month.first, todate: month.last, searchcriteria: {} }, prepaidOnly: false };
  const rows = groupRows(reader, scope, 'total');
  const [totals] = await tx.select({ ...salesSums(rows), bookings: summed(rows).bookings }).from(rows);
  const money = (paise: string | number | undefined) => formatMoney(BigInt(paise ?? 0), currency);
  const top = await topSpendingTravellers(reader, scope, TOP);
  return [
    `Travel booked in ${month.label} (booking dates ${month.first} to ${month.last}):`,
    '',
    `Bookings standing: ${totals?.bookings ?? 0}`,
    `Total sales: ${money(totals?.sales)}`,
    `Total spend (net of refunds): ${money(totals?.spend)}`,
    `Missed savings: ${money(totals?.missed)}`,
    `Amendments: ${money(totals?.amendments)}`,
    '',
    'Top spending travellers:',
    ...top.map(
      (t, i) =>
        `${i + 1}. ${t.travellername || t.profileid}: ${formatMoney(parseMinorUnits(t.amount), currency)} (${t.bookings} bookings)`,
    ),
    '',
    `The whole month on the dashboard: /dashboard?from=${month.first}&to=${month.last}`,
  ].join('\n');
}

/** Mails last month's summary to the finance admins of every company that booked in it and has not had it; answers how many companies. */
export async function mailMonthlySummaries(tx: Executor, now: Date): Promise<number> {
  const month = previousMonth(now);
  const due = await tx
    .selectDistinct({ corporateId: f.corporateId, currency: corporates.baseCurrency })
    .from(f)
    .innerJoin(corporates, eq(corporates.id, f.corporateId))
    .where(
      and(
        gte(f.bookingDate, month.first),
        lte(f.bookingDate, month.last),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(dashboardSummaryMails)
            .where(
              and(eq(dashboardSummaryMails.corporateId, f.corporateId), eq(dashboardSummaryMails.month, month.key)),
            ),
        ),
      ),
    );
  for (const { corporateId, currency } of due) {
    const recipients = await tx
      .select({ email: profiles.email })
      .from(profiles)
      .leftJoin(personAccounts, eq(personAccounts.profileId, profiles.id))
      .where(
        and(
          eq(profiles.corporateId, corporateId),
          eq(profiles.role, 'financeadmin'),
          or(isNull(personAccounts.status), ne(personAccounts.status, 'deactivated')),
        ),
      );
    const body = await summaryBody(tx, corporateId, currency, month);
    for (const { email } of recipients)
      await queueMail(tx, { to: email, subject: `Travel spend, ${month.label}`, body }, now);
    await tx
      .insert(dashboardSummaryMails)
      .values({ corporateId, month: month.key, recipients: recipients.length, sentAt: now });
  }
  return due.length;
}
