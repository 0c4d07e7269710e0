import type { BenefitCode, FareFamily, TaxCode } from './flight-offer';

/*
 * Flight code tables (docs/product.md#constants-and-code-tables, docs/product.md#records). Names in quotes in the spec are
 * used verbatim (meal codes); the spec lists benefit codes and fare labels without display
 * names, so the readable names below are ours and say what the code means to a traveller.
 */

/** docs/product.md#constants-and-code-tables meal codes, the spec's own names. */
export const MEAL_NAMES = {
  V: 'Veg',
  N: 'Non Veg',
  D: 'No Food',
  E: 'Evening Snacks',
  J: 'Jain Meal',
  F: 'Veg(Diabetic)',
  G: 'Non Veg(Diabetic)',
  T: 'Tea/Coffee',
} as const;
export type MealCode = keyof typeof MEAL_NAMES;
export const MEAL_CODES = Object.keys(MEAL_NAMES) as MealCode[];

/** The meal's name, or the code itself when a supplier sends one the spec does not list. */
export function mealName(code: string): string {
  const key = code.trim().toUpperCase();
  return isMealCode(key) ? MEAL_NAMES[key] : code.trim();
}

export function isMealCode(code: string): code is MealCode {
  return Object.hasOwn(MEAL_NAMES, code);
}

/**
 * docs/product.md#constants-and-code-tables benefit codes. The prefix says who pays: `f…` comes free with the fare, `p…` is
 * offered at a price; `Y`/`N` are the refundability flag the offers carry.
 */
export const BENEFIT_NAMES = {
  fmeal: 'Free meal',
  fseat: 'Free seat selection',
  fresc: 'Free rescheduling',
  fwifi: 'Free Wi-Fi',
  fbaggage: 'Free extra baggage',
  pmeal: 'Paid meal',
  pseat: 'Paid seat selection',
  pwifi: 'Paid Wi-Fi',
  pbaggage: 'Paid extra baggage',
  lowcanx: 'Low cancellation fee',
  Y: 'Refundable',
  N: 'Non-refundable',
} as const satisfies Record<BenefitCode | 'Y' | 'N', string>;
type NamedBenefit = keyof typeof BENEFIT_NAMES;

function isNamedBenefit(code: string): code is NamedBenefit {
  return Object.hasOwn(BENEFIT_NAMES, code);
}

/** Benefit codes match as written (Y/N upper, the rest lower); unknown codes are shown raw. */
export function benefitName(code: string): string {
  const trimmed = code.trim();
  if (isNamedBenefit(trimmed)) return BENEFIT_NAMES[trimmed];
  const lower = trimmed.toLowerCase();
  return isNamedBenefit(lower) ? BENEFIT_NAMES[lower] : trimmed;
}

/** docs/product.md#constants-and-code-tables fare labels / product names (the spec's list; it says the full list is not shown). */
export const FARE_LABEL_NAMES = {
  corporate: 'Corporate',
  sme: 'SME',
  flexi: 'Flexi',
  normal: 'Normal',
  exclusive: 'Exclusive',
  others: 'Others',
} as const satisfies Record<FareFamily, string>;

function isFareFamily(label: string): label is FareFamily {
  return Object.hasOwn(FARE_LABEL_NAMES, label);
}

/** 'flexi' → 'Flexi'; a label outside the list keeps the supplier's own wording. */
export function fareLabelName(label: string): string {
  const key = label.trim().toLowerCase();
  return isFareFamily(key) ? FARE_LABEL_NAMES[key] : label.trim();
}

/** Product names airlines write in capitals that read better in sentence case. */
const PRODUCT_NAME_WORDING: Readonly<Record<string, string>> = { 'hand baggage only': 'Hand baggage only' };

/**
 * A fare as airlines name it: its product name ("Saver", "Flexi Plus", "Hand baggage only"), with
 * the family added only when it tells the traveller more ("Corp Connect · Corporate"). The catch-all
 * 'others' and the plain 'normal' families say nothing, nor does a family the name already contains.
 */
export function fareName(productname: string, farelabel: string): string {
  const product = productname.trim();
  const name = PRODUCT_NAME_WORDING[product.toLowerCase()] ?? product;
  const family = fareLabelName(farelabel);
  const key = farelabel.trim().toLowerCase();
  const silent = !family || key === 'others' || key === 'normal' || name.toLowerCase().includes(family.toLowerCase());
  if (!name) return family;
  return silent ? name : `${name} · ${family}`;
}

/**
 * The tax components the fare breakup shows on their own lines (docs/product.md#constants-and-code-tables), in order; the
 * other codes of docs/product.md#records (IN, YQ: TAX_CODES in flight-offer.ts) stay in the tax line.
 */
export const BREAKUP_TAX_CODES = ['CGST', 'SGST', 'IGST', 'K3', 'YR'] as const satisfies readonly TaxCode[];
export type BreakupTaxCode = (typeof BREAKUP_TAX_CODES)[number];

/** docs/product.md#records: FlightInvoice passengerFareCollection fare_componentid of each shown tax component. */
export const TAX_COMPONENT_IDS: Readonly<Record<BreakupTaxCode, number>> = {
  CGST: 37,
  SGST: 38,
  IGST: 39,
  K3: 40,
  YR: 41,
};

/** 38 → 'SGST'; null for the other components (base fare, IN, YQ…), which stay inside the tax line. */
export function taxCodeOfComponent(componentId: number): BreakupTaxCode | null {
  return BREAKUP_TAX_CODES.find((code) => TAX_COMPONENT_IDS[code] === componentId) ?? null;
}

export function isBreakupTaxCode(code: string): code is BreakupTaxCode {
  return (BREAKUP_TAX_CODES as readonly string[]).includes(code);
}

/** A FlightInvoice sector's carrier "code-name" ("6E-IndiGo") → its parts; the code picks the logo. */
export function splitCarrier(carrier: string): { code: string; name: string } {
  const trimmed = carrier.trim();
  const dash = trimmed.indexOf('-');
  if (dash < 0) return { code: trimmed.toUpperCase(), name: trimmed };
  return { code: trimmed.slice(0, dash).trim().toUpperCase(), name: trimmed.slice(dash + 1).trim() };
}
