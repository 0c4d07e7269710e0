import { and, eq } from 'drizzle-orm';
import { dayText, exactMoney, momentText } from '../../pdf/docket-format';
import { PdfSheet } from '../../pdf/docket-sheet';
import type { Executor } from '../../store/db';
import { corporates, expenseReports, imprestSurrenders, trips } from '../../store/schema';
import { namesOf } from '../../workflow/directory';

/*
 * The forex (imprest) surrender letter: the employee hands back what the claim did not use of the
 * trip's advance (settleexpenseadvance records it). Read fresh each time, so it shows the surrender
 * as stored; amounts in the advance's own currency, what was spent also in the report's.
 */

export interface SurrenderLetter {
  surrender: typeof imprestSurrenders.$inferSelect;
  report: Pick<typeof expenseReports.$inferSelect, 'id' | 'reportNo' | 'title' | 'currency' | 'advanceMinor' | 'advanceCurrency' | 'advanceRate' | 'advanceBaseMinor'>;
  trip: { id: string; name: string; origin: string; destination: string; fromDate: string; toDate: string } | null;
  company: string;
  employee: string;
}

export const surrenderFileName = (id: string) => `imprest-surrender-${id}.pdf`;

/** Everything the letter shows, or null for an id the company does not have. */
export async function loadSurrenderLetter(db: Executor, corporateId: string, surrenderId: string): Promise<SurrenderLetter | null> {
  const [row] = await db
    .select({ surrender: imprestSurrenders, report: expenseReports, company: corporates.name })
    .from(imprestSurrenders)
    .innerJoin(expenseReports, eq(expenseReports.id, imprestSurrenders.reportId))
    .innerJoin(corporates, eq(corporates.id, imprestSurrenders.corporateId))
    .where(and(eq(imprestSurrenders.id, surrenderId), eq(imprestSurrenders.corporateId, corporateId)));
  if (!row) return null;
  const [trip] = await db
    .select({ id: trips.id, name: trips.tripName, origin: trips.origin, destination: trips.destination, fromDate: trips.fromDate, toDate: trips.toDate })
    .from(trips)
    .where(and(eq(trips.id, row.surrender.tripId), eq(trips.corporateId, corporateId)));
  const names = await namesOf(db, corporateId, [row.surrender.profileId]);
  return { surrender: row.surrender, report: row.report, trip: trip ?? null, company: row.company, employee: names.get(row.surrender.profileId) ?? row.surrender.profileId };
}

export async function renderSurrenderLetter({ surrender, report, trip, company, employee }: SurrenderLetter, now: Date): Promise<Uint8Array> {
  const advance = exactMoney(report.advanceMinor, report.advanceCurrency);
  const surrendered = exactMoney(surrender.amountMinor, surrender.currency);
  // What the claim used of the advance: the advance less the surrender (settleAdvance's balance).
  const spentBase = exactMoney(report.advanceBaseMinor - surrender.baseMinor, report.currency);
  const spentInAdvance = exactMoney(report.advanceMinor - surrender.amountMinor, surrender.currency);
  const sheet = await PdfSheet.create({
    title: `Forex surrender letter ${surrender.id}`,
    subject: `Surrender of ${surrendered} by ${employee}, ${company}`,
    keywords: ['forex', 'surrender', surrender.id, report.reportNo],
    createdAt: surrender.createdAt,
  });
  sheet.title(`Forex surrender letter - ${surrender.id}`, `${company} - ${dayText(surrender.createdAt.toISOString())}`);
  sheet.paragraph('To the Manager, Forex Desk');
  sheet.paragraph(
    `Our employee ${employee} was issued an advance of ${advance}` +
      (trip ? ` for official travel from ${trip.origin} to ${trip.destination} between ${dayText(trip.fromDate)} and ${dayText(trip.toDate)} (trip ${trip.id})` : '') +
      `. The verified expense report ${report.reportNo} used ${spentInAdvance} of it; the balance of ${surrendered} is surrendered herewith.`,
  );
  sheet.fields([
    ['Surrender id', surrender.id],
    ['Date', dayText(surrender.createdAt.toISOString())],
    ['Employee', employee],
    ['Company', company],
    ['Trip', trip ? `${trip.id} - ${trip.name}` : surrender.tripId],
    ['Expense report', `${report.reportNo} - ${report.title}`],
    ['Advance issued', advance],
    ['Conversion rate', `1 ${report.advanceCurrency} = ${report.advanceRate} ${report.currency}`],
    ['Amount spent (verified)', `${spentBase} (${spentInAdvance})`],
    ['Amount surrendered', surrendered],
  ]);
  sheet.gap(30);
  sheet.paragraph('Surrendered by: ____________________   Employee signature');
  sheet.gap(20);
  sheet.paragraph(`Received for ${company}: ____________________   Authorised signatory (finance)`);
  sheet.gap(10);
  sheet.paragraph(`Generated ${momentText(now)}`);
  return sheet.bytes();
}
