import { describe, expect, it } from 'vitest';
import { isValidGstin } from './gstin';
import {
  type GstCharge,
  financialYearOf,
  gstInvoiceLines,
  halfRateText,
  invoiceDateText,
  invoiceNumberText,
} from './gst-invoice';

const KARNATAKA_SUPPLIER = { name: 'Sandbox Airline Services Ltd', address: 'Bengaluru', gstin: '29AABCS1234K1ZC' };
const KA = { code: '29', name: 'Karnataka' };
const MH = { code: '27', name: 'Maharashtra' };

// An economy fare: base + YQ ₹5,000.00 taxed at 5 % (K3 ₹250.00), airport fees ₹450, YR ₹250.
const fare: GstCharge[] = [
  { kind: 'taxable', label: 'Air fare', value: 500000n, gst: 25000n, ratePct: 5 },
  { kind: 'other', label: 'Airport fees', amount: 45000n },
  { kind: 'other', label: 'Carrier fee', amount: 25000n },
];

describe('GST invoice lines', () => {
  it('splits GST into CGST and SGST when the supplier is in the state of supply', () => {
    const lines = gstInvoiceLines({ supplier: KARNATAKA_SUPPLIER, placeOfSupply: KA, charges: fare, total: 595000n });
    expect(lines.intraState).toBe(true);
    expect(lines.taxed).toEqual([
      { label: 'Air fare', value: 500000n, ratePct: 5, cgst: 12500n, sgst: 12500n, igst: 0n },
    ]);
    expect([lines.cgst, lines.sgst, lines.igst]).toEqual([12500n, 12500n, 0n]);
    expect(lines.others.map((o) => o.amount)).toEqual([45000n, 25000n]);
    expect(lines.total).toBe(595000n);
  });

  it('charges IGST when the place of supply is another state', () => {
    const lines = gstInvoiceLines({ supplier: KARNATAKA_SUPPLIER, placeOfSupply: MH, charges: fare, total: 595000n });
    expect(lines.intraState).toBe(false);
    expect([lines.cgst, lines.sgst, lines.igst]).toEqual([0n, 0n, 25000n]);
    expect(lines.taxableValue).toBe(500000n);
  });

  it('gives an odd paisa to CGST so the halves add up exactly to what was collected', () => {
    const charges: GstCharge[] = [
      { kind: 'taxable', label: 'Premium', value: 84746n, gst: 15255n, ratePct: 18 },
      { kind: 'taxable', label: 'Premium', value: 33899n, gst: 6101n, ratePct: 18 },
    ];
    const lines = gstInvoiceLines({ supplier: KARNATAKA_SUPPLIER, placeOfSupply: KA, charges, total: 140001n });
    expect(lines.taxed.map((l) => [l.cgst, l.sgst])).toEqual([
      [7628n, 7627n],
      [3051n, 3050n],
    ]);
    expect(lines.cgst + lines.sgst).toBe(15255n + 6101n);
    expect(lines.taxableValue + lines.cgst + lines.sgst).toBe(lines.total);
  });

  it('keeps a discount as a negative other charge and leaves out charges of nothing', () => {
    const charges: GstCharge[] = [
      ...fare,
      { kind: 'other', label: 'Discount', amount: -10000n },
      { kind: 'other', label: 'Extras', amount: 0n },
    ];
    const lines = gstInvoiceLines({ supplier: KARNATAKA_SUPPLIER, placeOfSupply: KA, charges, total: 585000n });
    expect(lines.others.map((o) => o.label)).toEqual(['Airport fees', 'Carrier fee', 'Discount']);
    expect(lines.total).toBe(585000n);
  });

  it('refuses lines that do not add up to what the booking charged', () => {
    expect(() =>
      gstInvoiceLines({ supplier: KARNATAKA_SUPPLIER, placeOfSupply: KA, charges: fare, total: 595001n }),
    ).toThrow(/add up to 595000/);
  });
});

describe('invoice numbering and dates', () => {
  it('dates the invoice on the day in India and numbers it in the April–March financial year', () => {
    expect(invoiceDateText(new Date('2026-12-16T10:00:00Z'))).toBe('16 Dec 2026');
    // 31 March 20:00 UTC is already 1 April in India: a new financial year.
    const lateMarch = new Date('2027-03-31T20:00:00Z');
    expect(invoiceDateText(lateMarch)).toBe('1 Apr 2027');
    expect(financialYearOf(lateMarch)).toBe('2027-28');
    expect(financialYearOf(new Date('2027-03-31T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
    expect(invoiceNumberText('2026-27', 123)).toBe('VOY/2026-27/000123');
  });

  it('shows half rates for CGST and SGST', () => {
    expect([halfRateText(5), halfRateText(12), halfRateText(18)]).toEqual(['2.5%', '6%', '9%']);
  });

  it('uses a supplier GSTIN that passes the checksum', () => {
    expect(isValidGstin(KARNATAKA_SUPPLIER.gstin)).toBe(true);
  });
});
