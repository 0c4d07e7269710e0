/*
 * An amount in words for a GST tax invoice, in the Indian numbering system (thousand, lakh, crore):
 * 677212n paise → "Rupees Six Thousand Seven Hundred Seventy-Two and Twelve Paise Only". Invoices
 * write the total this way so a figure cannot be altered without the words disagreeing.
 */

// prettier-ignore
const ONES = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: "Seventy-Two". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 1–999: "Seven Hundred Seventy-Two" (no "and": the invoice keeps "and" for the paise). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in Indian words; crores above 99 are themselves counted in words ("One Hundred Crore"). */
export function wholeInWords(n: bigint): string {
  if (n < 0n) throw new RangeError('amount in words: negative amount');
  if (n === 0n) return 'Zero';
  const crore = n / 10_000_000n;
  const lakh = Number((n / 100_000n) % 100n);
  const thousand = Number((n / 1000n) % 100n);
  const rest = Number(n % 1000n);
  const parts: string[] = [];
  if (crore > 0n) parts.push(`${wholeInWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** Paise → "Rupees … and … Paise Only", or "Rupees … Only" for whole rupees. */
export function rupeesInWords(paise: bigint): string {
  if (paise < 0n) throw new RangeError('amount in words: negative amount');
  const rupees = wholeInWords(paise / 100n);
  const fraction = paise % 100n;
  return fraction === 0n
    ? `Rupees ${rupees} Only`
    : `Rupees ${rupees} and ${belowHundred(Number(fraction))} Paise Only`;
}
