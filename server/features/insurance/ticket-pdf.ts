import type { InsuranceInvoice } from '../../../src/contract/insurance/booking';
import { parseMinorUnits } from '../../../src/domain/money';
import { dayText, exactMoney, momentText } from '../../pdf/docket-format';
import { PdfSheet } from '../../pdf/docket-sheet';

/** How the policy was paid; 'company' is a policy issued with a booked trip and billed with it. */
export const PAID_BY: Record<InsuranceInvoice['insurancerecord']['paymentmode'], string> = {
  cashcard: 'Wallet',
  creditcard: 'Card',
  company: 'Company (with the trip)',
};

/** The insurance e-ticket as a printable PDF, in the trip docket's style (same sheet helper). */
export async function renderInsuranceTicket(invoice: InsuranceInvoice, now: Date): Promise<Uint8Array> {
  const record = invoice.insurancerecord;
  const amount = (decimal: string) => exactMoney(parseMinorUnits(decimal), record.base_currency);
  const sheet = await PdfSheet.create({
    title: `Travel insurance ${record.txid}`,
    subject: `Travel insurance policy ${record.trainnumber || record.txid}`,
    keywords: ['insurance', record.txid],
    createdAt: now,
  });
  sheet.title(`Travel insurance - ${record.trainname}`, `Transaction ${record.txid} - generated ${momentText(now)}`);

  sheet.heading('Policy');
  sheet.fields([
    ['Booking status', record.bookingstatus],
    ['Booking reference', record.tgbookingref || '-'],
    ['Policy number', record.trainnumber || '-'],
    ['Plan', `${record.trainname} (${record.trainclass})`],
    ['Cover', `${record.fromstnname} - ${record.quota}`],
    ['Dates', `${dayText(record.deptime)} to ${dayText(record.arrtime)} (${record.numseatsavail} days)`],
    ['Contact', `${record.paxemail} / ${record.paxmobile}`],
    ['Paid by', PAID_BY[record.paymentmode]],
    ['Booked on', momentText(new Date(record.bookedon))],
    ...(record.tripid ? [['Trip', record.tripid] as const] : []),
  ]);

  sheet.heading('Travellers');
  sheet.table(
    [
      { label: 'No', width: 0.7 },
      { label: 'Name', width: 4 },
      { label: 'Age', width: 1 },
      { label: 'Gender', width: 1.5 },
      { label: 'Status', width: 2 },
      { label: 'Premium + GST', width: 2.5, align: 'right' },
    ],
    invoice.passengers.map((p) => [
      String(p.paxsno),
      `${p.title} ${p.firstname} ${p.lastname}`,
      String(p.age),
      p.gender,
      p.status,
      exactMoney(parseMinorUnits(p.premium) + parseMinorUnits(p.gst), record.base_currency),
    ]),
  );

  sheet.heading('Premium');
  sheet.fields([
    ['Premium', amount(record.totalbasefare)],
    ['GST', amount(record.handlingcharges)],
    ['Total', amount(record.totalinvoice)],
  ]);

  if (record.refunds.length > 0) {
    sheet.heading('Refunds');
    sheet.table(
      [
        { label: 'Traveller', width: 1.5 },
        { label: 'When', width: 3 },
        { label: 'To', width: 1.5 },
        { label: 'Remarks', width: 4 },
        { label: 'Amount', width: 2.5, align: 'right' },
      ],
      record.refunds.map((r) => [
        String(r.paxsno),
        momentText(new Date(r.refundedon)),
        r.mode,
        r.remarks || '-',
        amount(r.amount),
      ]),
    );
  }
  return sheet.bytes();
}
