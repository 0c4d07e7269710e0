/*
 * The lines of a GST tax invoice (docs/features/gst-invoice.md), pure and exact: bigint paise in,
 * bigint paise out. A product says what it charged (taxable supplies with the GST it collected, and
 * other charges it only passes on, such as airport fees); this splits the GST into CGST + SGST when
 * the supplier's state is the place of supply and IGST otherwise, and checks that the lines add up
 * to what was charged to the paisa.
 */

export const GST_INVOICE_PRODUCTS = ['flight', 'insurance', 'hotel'] as const;
export type GstInvoiceProduct = (typeof GST_INVOICE_PRODUCTS)[number];

/** A party to the invoice; `gstin` is '' for a customer who gave no GST details. */
export interface GstParty {
  name: string;
  address: string;
  gstin: string;
}

export type GstCharge =
  /** A supply taxed at `ratePct` %: its value before tax and the GST collected on it. */
  | { kind: 'taxable'; label: string; value: bigint; gst: bigint; ratePct: number }
  /** Collected for someone else or outside GST (airport fees, a discount as a negative amount). */
  | { kind: 'other'; label: string; amount: bigint };

/** What a product knows of a paid booking's invoice; the invoice number is added by the lifecycle. */
export interface GstInvoiceFacts {
  product: GstInvoiceProduct;
  txid: string;
  /** When the booking was paid: the invoice date and its financial year. */
  paidAt: Date;
  currency: string;
  supplier: GstParty;
  customer: GstParty;
  /** The place of supply as a GST state code ('29') and its name. */
  placeOfSupply: { code: string; name: string };
  sac: { code: string; description: string };
  /** One line saying what was supplied ('Air travel BLR-DEL, 20 Mar 2026'). */
  description: string;
  charges: readonly GstCharge[];
  /** What the booking was charged; the invoice's lines must add up to it. */
  total: bigint;
  /** The booking has been cancelled since; the invoice still stands (a credit note is separate). */
  cancelled: boolean;
}

export interface GstTaxLine {
  label: string;
  value: bigint;
  ratePct: number;
  cgst: bigint;
  sgst: bigint;
  igst: bigint;
}

export interface GstInvoiceLines {
  /** Supplier's state = place of supply: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  taxed: GstTaxLine[];
  others: { label: string; amount: bigint }[];
  taxableValue: bigint;
  cgst: bigint;
  sgst: bigint;
  igst: bigint;
  total: bigint;
}

/** The state code of a GSTIN: its first two digits. */
export const stateOfGstin = (gstin: string): string => gstin.slice(0, 2);

/** Halves of the GST; an odd paisa goes to CGST, so the two always add up to what was collected. */
function split(gst: bigint): { cgst: bigint; sgst: bigint } {
  const cgst = (gst + 1n) / 2n;
  return { cgst, sgst: gst - cgst };
}

export function gstInvoiceLines(
  facts: Pick<GstInvoiceFacts, 'supplier' | 'placeOfSupply' | 'charges' | 'total'>,
): GstInvoiceLines {
  const intraState = stateOfGstin(facts.supplier.gstin) === facts.placeOfSupply.code;
  const taxed: GstTaxLine[] = [];
  const others: { label: string; amount: bigint }[] = [];
  for (const charge of facts.charges) {
    if (charge.kind === 'other') {
      if (charge.amount !== 0n) others.push({ label: charge.label, amount: charge.amount });
      continue;
    }
    const halves = intraState ? split(charge.gst) : { cgst: 0n, sgst: 0n };
    taxed.push({
      label: charge.label,
      value: charge.value,
      ratePct: charge.ratePct,
      ...halves,
      igst: intraState ? 0n : charge.gst,
    });
  }
  const sum = (pick: (line: GstTaxLine) => bigint) => taxed.reduce((s, line) => s + pick(line), 0n);
  const lines = {
    intraState,
    taxed,
    others,
    taxableValue: sum((l) => l.value),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
  };
  const total = lines.taxableValue + lines.cgst + lines.sgst + lines.igst + others.reduce((s, o) => s + o.amount, 0n);
  // A product whose charges miss the charged total has a bug; an invoice that does not add up must never be issued.
  if (total !== facts.total)
    throw new RangeError(`invoice lines add up to ${total}, the booking charged ${facts.total}`);
  return { ...lines, total };
}

/** Half a rate for CGST or SGST: 5 → "2.5%", 18 → "9%". */
export const halfRateText = (ratePct: number): string => `${ratePct / 2}%`;

const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The calendar day in India (UTC+5:30), where the invoice is issued. */
const indianDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS);

/** "16 Dec 2026", the day in India. */
export function invoiceDateText(at: Date): string {
  const day = indianDay(at);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** India's financial year (April to March) of a moment: "2026-27". */
export function financialYearOf(at: Date): string {
  const day = indianDay(at);
  const start = day.getUTCMonth() >= 3 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "VOY/2026-27/000123": our prefix, the financial year, the company's running number in it. */
export function invoiceNumberText(financialYear: string, sequence: number): string {
  return `VOY/${financialYear}/${String(sequence).padStart(6, '0')}`;
}
