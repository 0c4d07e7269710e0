import type { FlightInvoice } from '../contract/flights/invoice';
import { BREAKUP_TAX_CODES, type BreakupTaxCode, isBreakupTaxCode, taxCodeOfComponent } from './flight-codes';
import { parseMinorUnits } from './money';

/*
 * docs/product.md#constants-and-code-tables fare breakup: "base fare; tax (total tax less GST components, K3 and YR); CGST,
 * SGST, IGST, K3, YR each shown only when above 0; discount (total amount minus base fare plus
 * tax); total amount". All amounts are bigint paise; nothing is summed in floating point.
 *
 * How we read the discount sentence: "total amount minus (base fare plus tax)", where "tax" is the
 * total tax, GST components, K3 and YR included (flightRecord.tax on the e-ticket, Σ taxes on an
 * offer), not the reduced Tax line. Why: the literal "total − base + tax" adds tax to a discount,
 * which means nothing as money; and subtracting only the reduced Tax line would count the CGST,
 * SGST, IGST, K3 and YR lines twice. With the total tax the shown lines add up to the total
 * amount exactly. The discount is therefore signed: negative when the traveller pays less than
 * base fare plus taxes (a ₹200 discount is -20000n), positive for a charge on top, 0 usually.
 */

export interface FareAmounts {
  basefare: bigint;
  /** Every tax, the GST components, K3 and YR included. */
  totalTax: bigint;
  components: Readonly<Partial<Record<BreakupTaxCode, bigint>>>;
  total: bigint;
}

export type FareBreakupLineKey = 'basefare' | 'tax' | BreakupTaxCode | 'discount' | 'total';

export interface FareBreakupLine {
  key: FareBreakupLineKey;
  label: string;
  amount: bigint;
}

export interface FareBreakup {
  basefare: bigint;
  /** Total tax less the components shown on their own lines. */
  tax: bigint;
  /** CGST, SGST, IGST, K3, YR in that order, only those above 0. */
  components: { code: BreakupTaxCode; amount: bigint }[];
  /** total − (basefare + total tax); see the reading above. */
  discount: bigint;
  total: bigint;
  /** What the page shows, in order; every line but the last adds up to the last (the total). */
  lines: FareBreakupLine[];
}

export const FARE_BREAKUP_LABELS: Readonly<Record<FareBreakupLineKey, string>> = {
  basefare: 'Base Fare',
  tax: 'Tax',
  CGST: 'CGST',
  SGST: 'SGST',
  IGST: 'IGST',
  K3: 'K3',
  YR: 'YR',
  discount: 'Discount',
  total: 'Total Amount',
};

export function fareBreakup(amounts: FareAmounts): FareBreakup {
  const components = BREAKUP_TAX_CODES.map((code) => ({ code, amount: amounts.components[code] ?? 0n })).filter(
    (c) => c.amount > 0n,
  );
  // Only the components shown are taken out of the tax line: a component of 0 (or a negative one,
  // never expected) stays inside it, so no amount vanishes from the breakup.
  const shown = components.reduce((sum, c) => sum + c.amount, 0n);
  const tax = amounts.totalTax - shown;
  const discount = amounts.total - (amounts.basefare + amounts.totalTax);
  const line = (key: FareBreakupLineKey, amount: bigint): FareBreakupLine => ({
    key,
    label: FARE_BREAKUP_LABELS[key],
    amount,
  });
  return {
    basefare: amounts.basefare,
    tax,
    components,
    discount,
    total: amounts.total,
    lines: [
      line('basefare', amounts.basefare),
      line('tax', tax),
      ...components.map((c) => line(c.code, c.amount)),
      line('discount', discount),
      line('total', amounts.total),
    ],
  };
}

function addTo(components: Partial<Record<BreakupTaxCode, bigint>>, code: BreakupTaxCode, amount: bigint) {
  components[code] = (components[code] ?? 0n) + amount;
}

/**
 * The e-ticket: base fare, total tax and total from flightRecord; the components from the
 * passengerFareCollection rows by fare_componentid (37 CGST … 41 YR), summed over every row (each
 * row is an amount collected for its passenger type, so all travellers together).
 */
export function fareAmountsOfInvoice(
  invoice: Pick<FlightInvoice, 'flightRecord' | 'passengerFareCollection'>,
): FareAmounts {
  const components: Partial<Record<BreakupTaxCode, bigint>> = {};
  for (const row of invoice.passengerFareCollection) {
    const code = taxCodeOfComponent(row.fare_componentid);
    if (code) addTo(components, code, parseMinorUnits(row.amount));
  }
  return {
    basefare: parseMinorUnits(invoice.flightRecord.basefare),
    totalTax: parseMinorUnits(invoice.flightRecord.tax),
    components,
    total: parseMinorUnits(invoice.flightRecord.total_amount),
  };
}

/** The amounts of an offer's fare (FlightFare, or one FlightPaxFare) as flight-offer.ts carries them. */
export interface OfferFareAmounts {
  basefare: string;
  taxes: readonly { code: string; amount: string }[];
  totalfare: string;
}

/** An offer's fare: the total tax is every tax row; the components are the rows with their codes. */
export function fareAmountsOfOffer(fare: OfferFareAmounts): FareAmounts {
  const components: Partial<Record<BreakupTaxCode, bigint>> = {};
  let totalTax = 0n;
  for (const tax of fare.taxes) {
    const amount = parseMinorUnits(tax.amount);
    totalTax += amount;
    if (isBreakupTaxCode(tax.code)) addTo(components, tax.code, amount);
  }
  return { basefare: parseMinorUnits(fare.basefare), totalTax, components, total: parseMinorUnits(fare.totalfare) };
}

export function invoiceFareBreakup(
  invoice: Pick<FlightInvoice, 'flightRecord' | 'passengerFareCollection'>,
): FareBreakup {
  return fareBreakup(fareAmountsOfInvoice(invoice));
}

export function offerFareBreakup(fare: OfferFareAmounts): FareBreakup {
  return fareBreakup(fareAmountsOfOffer(fare));
}
