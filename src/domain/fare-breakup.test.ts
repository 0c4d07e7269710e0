import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FlightInvoiceSchema } from '../contract/flights/invoice';
import { type FareAmounts, type FareBreakup, fareBreakup, invoiceFareBreakup, offerFareBreakup } from './fare-breakup';
import { BREAKUP_TAX_CODES } from './flight-codes';
import { type FlightFare, TAX_CODES } from './flight-offer';

const shown = (b: FareBreakup) => b.lines.map((l) => `${l.label} ${l.amount}`);
const sumOfLines = (b: FareBreakup) => b.lines.slice(0, -1).reduce((sum, l) => sum + l.amount, 0n);

const fare: FlightFare = {
  farekey: 'F1',
  farelabel: 'corporate',
  productname: 'Corporate Flex',
  cabin: 'economy',
  fareclass: 'Y',
  currency: 'INR',
  basefare: '4200.00',
  taxes: [
    { code: 'K3', amount: '251.00' },
    { code: 'YR', amount: '170.00' },
    { code: 'IN', amount: '236.50' },
  ],
  totalfare: '4857.50',
  paxfares: [],
  refundable: 'Y',
  benefits: ['fmeal'],
  baggage: { checkin: '15 KG', cabin: '7 KG' },
  seatsleft: 9,
};

describe('fare breakup (docs/product.md#constants-and-code-tables)', () => {
  it('takes K3 and YR out of the tax line and shows them on their own', () => {
    expect(shown(offerFareBreakup(fare))).toEqual([
      'Base Fare 420000',
      'Tax 23650',
      'K3 25100',
      'YR 17000',
      'Discount 0',
      'Total Amount 485750',
    ]);
  });

  it('shows CGST and SGST (not IGST) for an intra-state fare, in the spec order', () => {
    const b = offerFareBreakup({
      basefare: '3000.00',
      taxes: [
        { code: 'SGST', amount: '75.00' },
        { code: 'YQ', amount: '300.00' },
        { code: 'CGST', amount: '75.00' },
        { code: 'IGST', amount: '0.00' },
      ],
      totalfare: '3450.00',
    });
    expect(b.components).toEqual([
      { code: 'CGST', amount: 7500n },
      { code: 'SGST', amount: 7500n },
    ]);
    expect(b.tax).toBe(30000n);
  });

  it('adds up repeated codes (the same tax for each traveller type)', () => {
    const b = offerFareBreakup({
      basefare: '100.00',
      taxes: [
        { code: 'K3', amount: '5.00' },
        { code: 'K3', amount: '2.50' },
      ],
      totalfare: '107.50',
    });
    expect(b.components).toEqual([{ code: 'K3', amount: 750n }]);
    expect(b.tax).toBe(0n);
  });

  it('reads the e-ticket: components from passengerFareCollection, discount from flightRecord', () => {
    const invoice = v.parse(FlightInvoiceSchema, {
      passengerFareCollection: [
        { paxtype: 'Adult', fare_componentid: 1, amount: '4200.00' },
        { paxtype: 'Adult', fare_componentid: 40, amount: '125.50' },
        { paxtype: 'Child', fare_componentid: 40, amount: '125.50' },
        { paxtype: 'Adult', fare_componentid: 39, amount: '180.00' },
        { paxtype: 'Adult', fare_componentid: 41, amount: '0.00' },
      ],
      flightRecord: {
        booking_status: 'ticketed',
        cabinclass: 'economy',
        basefare: '8400.00',
        tax: '1050.00',
        total_amount: '9250.00',
      },
    });
    expect(shown(invoiceFareBreakup(invoice))).toEqual([
      'Base Fare 840000',
      'Tax 61900',
      'IGST 18000',
      'K3 25100',
      'Discount -20000',
      'Total Amount 925000',
    ]);
  });

  it('reads a lone fare row the same as a list of one', () => {
    const invoice = v.parse(FlightInvoiceSchema, {
      passengerFareCollection: { paxtype: 'Adult', fare_componentid: '37', amount: 45 },
      flightRecord: { booking_status: 'ticketed', cabinclass: 'economy', basefare: 1000, tax: 90, total_amount: 1090 },
    });
    expect(invoiceFareBreakup(invoice).components).toEqual([{ code: 'CGST', amount: 4500n }]);
  });

  it('keeps a negative component inside the tax line so nothing vanishes', () => {
    const b = fareBreakup({ basefare: 1000n, totalTax: 100n, components: { YR: -50n, K3: 0n }, total: 1100n });
    expect(b.components).toEqual([]);
    expect(b.tax).toBe(100n);
    expect(sumOfLines(b)).toBe(1100n);
  });
});

const paise = fc.bigInt({ min: 0n, max: 10_000_000_00n });
const signedPaise = fc.bigInt({ min: -1_000_00n, max: 1_000_000_00n });
const amounts: fc.Arbitrary<FareAmounts> = fc
  .record({
    basefare: paise,
    other: paise,
    components: fc.record(Object.fromEntries(BREAKUP_TAX_CODES.map((c) => [c, signedPaise])), { requiredKeys: [] }),
    discount: fc.bigInt({ min: -1_000_000_00n, max: 1_000_00n }),
  })
  .map(({ basefare, other, components, discount }) => {
    const totalTax = other + Object.values(components).reduce((s: bigint, a) => s + (a ?? 0n), 0n);
    return { basefare, totalTax, components, total: basefare + totalTax + discount };
  });
const decimal = (p: bigint) => `${p / 100n}.${String(p % 100n).padStart(2, '0')}`;

describe('fare breakup properties', () => {
  it('the lines add up to the total, components shown only above 0, in the spec order', () => {
    fc.assert(
      fc.property(amounts, (a) => {
        const b = fareBreakup(a);
        expect(sumOfLines(b)).toBe(a.total);
        expect(b.lines.at(-1)).toEqual({ key: 'total', label: 'Total Amount', amount: a.total });
        expect(b.components.every((c) => c.amount > 0n)).toBe(true);
        const order = b.components.map((c) => BREAKUP_TAX_CODES.indexOf(c.code));
        expect(order).toEqual([...order].sort((x, y) => x - y));
        expect(b.tax + b.components.reduce((s, c) => s + c.amount, 0n)).toBe(a.totalTax);
        expect(b.discount).toBe(a.total - a.basefare - a.totalTax);
      }),
    );
  });

  it('an offer fare with totalfare = base + Σ taxes has no discount and adds up exactly', () => {
    const taxRow = fc.record({ code: fc.constantFrom(...TAX_CODES), amount: paise.map(decimal) });
    fc.assert(
      fc.property(paise, fc.array(taxRow, { maxLength: 12 }), (base, taxes) => {
        const total = taxes.reduce((s, t) => s + BigInt(t.amount.replace('.', '')), base);
        const b = offerFareBreakup({ basefare: decimal(base), taxes, totalfare: decimal(total) });
        expect(b.discount).toBe(0n);
        expect(sumOfLines(b)).toBe(total);
      }),
    );
  });
});
