import { rupeesInWords } from '../../src/domain/amount-in-words';
import {
  type GstInvoiceFacts,
  type GstInvoiceLines,
  type GstParty,
  halfRateText,
  invoiceDateText,
} from '../../src/domain/gst-invoice';
import { formatMoneyExact } from '../../src/domain/money';
import { PdfSheet } from './docket-sheet';

/*
 * A GST tax invoice as a PDF (docs/features/gst-invoice.md), in the docket's sheet style: supplier,
 * customer, invoice facts, taxable supplies with CGST + SGST or IGST, other charges passed on, and
 * the total in figures and in words. The sheet's fonts have no rupee sign: amounts read "INR 1,234.50".
 */

export interface InvoiceToRender {
  facts: GstInvoiceFacts;
  lines: GstInvoiceLines;
  number: string;
  /** Voyage, the platform the booking was made through. */
  platform: GstParty;
  createdAt: Date;
}

const partyFields = (party: GstParty): [string, string][] => [
  ['Name', party.name],
  ...(party.gstin ? [['GSTIN', party.gstin] as [string, string]] : []),
  ...(party.address ? [['Address', party.address] as [string, string]] : []),
];

function taxTable(sheet: PdfSheet, { lines, facts }: InvoiceToRender, money: (paise: bigint) => string): void {
  const label = { label: 'Description', width: 4 };
  const value = { label: 'Taxable value', width: 2.4, align: 'right' as const };
  const amount = (name: string) => ({ label: name, width: 2.2, align: 'right' as const });
  const rate = (name: string) => ({ label: name, width: 1.3, align: 'right' as const });
  if (lines.intraState)
    sheet.table(
      [label, value, rate('CGST %'), amount('CGST'), rate('SGST %'), amount('SGST')],
      lines.taxed.map((l) => [
        l.label,
        money(l.value),
        halfRateText(l.ratePct),
        money(l.cgst),
        halfRateText(l.ratePct),
        money(l.sgst),
      ]),
    );
  else
    sheet.table(
      [label, value, rate('IGST %'), amount('IGST')],
      lines.taxed.map((l) => [l.label, money(l.value), `${l.ratePct}%`, money(l.igst)]),
    );
  sheet.paragraph(`SAC ${facts.sac.code} - ${facts.sac.description}`);
}

export async function renderGstInvoice(invoice: InvoiceToRender): Promise<Uint8Array> {
  const { facts, lines, number } = invoice;
  const money = (paise: bigint) => formatMoneyExact(paise, facts.currency);
  const sheet = await PdfSheet.create({
    title: `Tax Invoice ${number}`,
    subject: `GST tax invoice for booking ${facts.txid}`,
    keywords: ['tax invoice', 'GST', facts.txid, number],
    createdAt: invoice.createdAt,
  });
  sheet.title('Tax Invoice', `Invoice ${number} - ${invoiceDateText(facts.paidAt)}`);

  sheet.heading('Supplier');
  sheet.fields(partyFields(facts.supplier));
  sheet.heading('Customer');
  sheet.fields(partyFields(facts.customer));

  sheet.heading('Invoice');
  sheet.fields([
    ['Invoice number', number],
    ['Invoice date', invoiceDateText(facts.paidAt)],
    ['Booking', facts.txid],
    ['Place of supply', `${facts.placeOfSupply.name} (${facts.placeOfSupply.code})`],
    ['Supply', facts.description],
    ['Booked through', `${invoice.platform.name}, GSTIN ${invoice.platform.gstin}`],
  ]);

  sheet.heading('Taxable supplies');
  taxTable(sheet, invoice, money);
  if (lines.others.length > 0) {
    sheet.heading('Other charges (not taxable, collected on behalf of others)');
    sheet.table(
      [
        { label: 'Description', width: 6 },
        { label: 'Amount', width: 2.4, align: 'right' },
      ],
      lines.others.map((o) => [o.label, money(o.amount)]),
    );
  }

  sheet.heading('Total');
  sheet.fields([
    ['Taxable value', money(lines.taxableValue)],
    ...(lines.intraState
      ? ([
          ['CGST', money(lines.cgst)],
          ['SGST', money(lines.sgst)],
        ] as [string, string][])
      : ([['IGST', money(lines.igst)]] as [string, string][])),
    ['Total', money(lines.total)],
    ['Total in words', rupeesInWords(lines.total)],
  ]);
  if (facts.cancelled)
    sheet.paragraph(
      'This booking has since been cancelled. The invoice stands as issued; any refund is settled separately.',
    );
  sheet.paragraph('This is a computer-generated invoice and needs no signature.');
  return sheet.bytes();
}
