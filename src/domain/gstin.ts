/**
 * Indian GST identification number (docs/product.md#validation-rules, docs/product.md#constants-and-code-tables): 15 characters — two-digit state code
 * (01–37), the holder's PAN (five letters, four digits, a letter), an entity number (1-9 or a
 * letter), the letter Z, and a check character computed over the first 14.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_LENGTH = 15;
export const GSTIN_STATE_MIN = 1;
export const GSTIN_STATE_MAX = 37;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export type GstinProblem = 'length' | 'pattern' | 'state' | 'checkdigit';

export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  length: 'GST number must have 15 characters',
  pattern: 'GST number is not in the GSTIN format',
  state: 'GST number has an unknown state code (01 to 37)',
  checkdigit: 'GST number check digit does not match',
};

/**
 * The GSTN check character: over 0-9A-Z as values 0–35, every second character (from the left,
 * starting with the second) is doubled; each product contributes its base-36 digits' sum
 * (quotient + remainder); the check value is what brings the total to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i] ?? '');
    if (value < 0) throw new Error(`not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** Upper-cases and trims what a user typed; everything else is checked as given. */
export function normaliseGstin(text: string): string {
  return text.trim().toUpperCase();
}

/** The first rule a (normalised) GSTIN breaks, in the order length, pattern, state, check digit. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== GSTIN_LENGTH) return 'length';
  if (!GSTIN_PATTERN.test(gstin)) return 'pattern';
  const state = Number(gstin.slice(0, 2));
  if (state < GSTIN_STATE_MIN || state > GSTIN_STATE_MAX) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checkdigit';
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}
