import type { DocketEntry } from '../../booking/product';
import type { DocketData } from './docket-data';
import { dayText, exactMoney, momentText } from '../../pdf/docket-format';
import { PdfSheet } from '../../pdf/docket-sheet';

/**
 * The trip confirmation docket: company, traveller, the trip, its items with amounts and total,
 * the bookings' own entries (a hotel's voucher), the approvals and the tracker. Items are in the
 * company's base currency (trip items carry no currency of their own yet); the imprest in its own currency.
 */
export async function renderDocket(data: DocketData, now: Date, entries: readonly DocketEntry[]): Promise<Uint8Array> {
  const { trip, company, traveller } = data;
  const sheet = await PdfSheet.create({
    title: `Trip confirmation docket ${trip.id}`,
    subject: `Trip ${trip.id} of ${traveller.name}, ${company.name}`,
    keywords: ['trip', trip.id, company.name],
    createdAt: now,
  });
  sheet.title(`Trip confirmation docket - Trip ${trip.id}`, `${company.name} - generated ${momentText(now)}`);

  sheet.heading('Traveller');
  sheet.fields([
    ['Name', traveller.name],
    ['Email', traveller.email],
    ...(data.fellows.length > 0 ? [['Fellow travellers', data.fellows.join(', ')] as const] : []),
    ['Company', company.name],
    ['Created by', trip.createdBy],
  ]);

  sheet.heading('Trip');
  sheet.fields([
    ['Trip id', trip.id],
    ['Trip name', trip.tripName],
    ['Purpose', trip.tripPurpose],
    ['Route', `${trip.origin} to ${trip.destination}`],
    ['Dates', `${dayText(trip.fromDate)} to ${dayText(trip.toDate)}`],
    ['Domestic / international', trip.domInt || '-'],
    ['Status', trip.status],
    ['Budget', exactMoney(trip.tripBudgetPaise, company.currency)],
    ['Imprest', trip.imprestRequired ? exactMoney(trip.imprestAmountRequestedPaise, trip.imprestCurrency) : 'not requested'],
  ]);

  sheet.heading('Items');
  const total = data.items.filter((i) => i.status !== 'deleted').reduce((sum, i) => sum + BigInt(i.totalAmountPaise), 0n);
  sheet.table(
    [
      { label: 'Type', width: 2 },
      { label: 'Supplier', width: 2.5 },
      { label: 'Transaction', width: 2.5 },
      { label: 'Status', width: 2 },
      { label: 'Amount', width: 2.5, align: 'right' },
    ],
    data.items.map((i) => [i.itemType, i.supplier || '-', i.txid || '-', i.status, exactMoney(i.totalAmountPaise, company.currency)]),
  );
  sheet.fields([['Total', exactMoney(total, company.currency)]]);

  for (const entry of entries) {
    sheet.heading(entry.heading);
    sheet.fields(entry.fields);
  }

  sheet.heading('Approvals');
  sheet.table(
    [
      { label: 'Level', width: 1 },
      { label: 'Approver', width: 3 },
      { label: 'Status', width: 2 },
      { label: 'Decided', width: 2.5 },
      { label: 'Remarks', width: 3.5 },
    ],
    data.approvals.map((a) => [String(a.level), a.approver, a.status, a.decidedAt ? momentText(a.decidedAt) : '-', a.remarks || '-']),
  );

  sheet.heading('Tracker');
  sheet.table(
    [
      { label: 'When', width: 2.5 },
      { label: 'Action', width: 2.5 },
      { label: 'Status', width: 3 },
      { label: 'By', width: 2.5 },
      { label: 'Remarks', width: 3 },
    ],
    data.tracker.map((t) => [momentText(t.at), t.action, `${t.from} -> ${t.to}`, t.by, t.remarks || '-']),
  );
  return sheet.bytes();
}
