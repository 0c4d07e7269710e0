/*
 * docs/product.md#validation-rules: a baggage value of '0 pc', '0 KG' or empty means the fare carries hand baggage
 * only; any other value means cabin baggage is included. Suppliers vary case and spacing ('0KG',
 * '0 Kg', '0 PCS'), so the zero is read from the value rather than matched as text.
 */
export type BaggageKind = 'handBaggageOnly' | 'cabinBaggageIncluded';

export const BAGGAGE_TEXT: Readonly<Record<BaggageKind, string>> = {
  handBaggageOnly: 'Hand baggage only',
  cabinBaggageIncluded: 'Cabin baggage included',
};

const ZERO_ALLOWANCE = /^0+(\.0+)?\s*(pc|pcs|piece|pieces|kg|kgs)?$/i;

export function baggageKind(value: string | null | undefined): BaggageKind {
  const trimmed = (value ?? '').trim();
  return trimmed === '' || ZERO_ALLOWANCE.test(trimmed) ? 'handBaggageOnly' : 'cabinBaggageIncluded';
}

/** '0 KG' → 'Hand baggage only'; '15 KG' → 'Cabin baggage included'. */
export function baggageText(value: string | null | undefined): string {
  return BAGGAGE_TEXT[baggageKind(value)];
}

export function isHandBaggageOnly(value: string | null | undefined): boolean {
  return baggageKind(value) === 'handBaggageOnly';
}
