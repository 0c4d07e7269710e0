/*
 * What a receipt's OCR text says about an expense (docs/features/expenses.md "Receipt reading"):
 * the amount paid, the bill's date and the merchant, as suggestions the user confirms. Tuned for
 * Indian receipts: ₹ / Rs. / INR, lakh grouping (1,23,456.00), day-first dates. A field is '' when
 * the text does not say it clearly: a blank field is cheaper for the user than a wrong one.
 */

export interface ReceiptFields {
  /** Two decimal places, no grouping: "1234.50". */
  amount: string;
  /** YYYY-MM-DD. */
  date: string;
  merchant: string;
}

/** A money figure: lakh or thousand grouping or none, up to two decimals; never part of a longer number or a percentage. */
const AMOUNT = /(?<![\d.,])(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?(?![\d%]|\.\d|,\d)/g;
const CURRENCY_MARK = /₹|\brs\b\.?|\binr\b/gi;
const CURRENCY_AMOUNT = new RegExp(`(?:${CURRENCY_MARK.source})\\s*[:.]?\\s*(\\d[\\d,]*(?:\\.\\d{1,2})?)`, 'gi');

/**
 * The labels of the amount paid, most final first: the first rank that appears wins. Within a rank
 * the last line wins, since a receipt states its running totals top to bottom.
 */
const TOTAL_LABELS: readonly RegExp[] = [
  /grand\s*total|(?:amount|amt|net|total)\s*payable|payable\s*amount|(?:amount|balance)\s*due/i,
  /net\s*(?:amount|amt)|bill\s*(?:amount|amt)|total\s*(?:amount|amt|value)|invoice\s*(?:total|amount|value)/i,
  /\btotal\b/i,
  /\b(?:amount|amt)\b/i,
];
/** Totals that are not the amount paid: a part of it, a count, or a tax. */
const NOT_THE_TOTAL = /sub\s*-?\s*total|total\s*(?:qty|quantity|items?|tax|gst|discount|savings?)|taxable|[cs]gst|igst|round\s*off|saved|in\s*words|tendered|change\b/i;

function normaliseAmount(digits: string, decimals = ''): string {
  const whole = digits.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  return `${whole}.${decimals.padEnd(2, '0')}`;
}

/** The last figure after `from` on a line, as a normalised amount. */
function lastAmount(line: string, from = 0): string {
  let found = '';
  // "Rs.945.00": the mark's full stop is not part of the figure.
  for (const match of line.slice(from).replace(CURRENCY_MARK, ' ').matchAll(AMOUNT)) found = normaliseAmount(match[1]!, match[2]);
  return Number(found) > 0 ? found : '';
}

function findAmount(lines: readonly string[]): string {
  for (const [rank, label] of TOTAL_LABELS.entries()) {
    let found = '';
    lines.forEach((line, index) => {
      const match = label.exec(line);
      // "Grand Total (incl. CGST)" is still the total; a bare "Total" next to a tax word is not.
      if (!match || (rank > 0 && NOT_THE_TOTAL.test(line))) return;
      // A two-column receipt may put the figure on the next line on its own.
      const next = lines[index + 1] ?? '';
      const amount = lastAmount(line, match.index + match[0].length) || (/^\W*(?:₹|rs\.?|inr)?[\d.,\s/-]+$/i.test(next) ? lastAmount(next) : '');
      if (amount) found = amount;
    });
    if (found) return found;
  }
  // No labelled total: the largest figure written as money.
  const marked = lines.flatMap((line) => [...line.matchAll(CURRENCY_AMOUNT)].map((m) => lastAmount(m[1]!)));
  return marked.filter(Boolean).sort((a, b) => Number(b) - Number(a))[0] ?? '';
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
/** Each date shape and how to read day, month and year from its groups. */
const DATE_SHAPES: readonly { pattern: RegExp; read: (g: string[]) => [string, string, string] }[] = [
  { pattern: /(?<!\d)(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?!\d)/g, read: (g) => [g[3]!, g[2]!, g[1]!] },
  { pattern: /(?<![\d.])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?!\d)/g, read: (g) => [g[1]!, g[2]!, g[3]!] },
  // A day stands next to its month ("25 Nov", "25-Nov-26"), not a column away; and "18, 2026" after
  // a month is its day and year ("2   Nov 18, 2026" is not 2 Nov 2018).
  { pattern: new RegExp(`(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?[\\s/.,'-]{0,3}${MONTH}[\\s/.,'-]{0,3}(\\d{4}|\\d{2}(?!,?\\s*\\d{4}))(?!\\d)`, 'gi'), read: (g) => [g[1]!, g[2]!, g[3]!] },
  { pattern: new RegExp(`\\b${MONTH}\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s*(\\d{4})(?!\\d)`, 'gi'), read: (g) => [g[2]!, g[1]!, g[3]!] },
];

/** YYYY-MM-DD for a real calendar day in 2000–2099, else ''. Day first, unless only month first makes sense (11/25/2026). */
function isoDate(dayText: string, monthText: string, yearText: string): string {
  let day = Number(dayText);
  let month = /^\d+$/.test(monthText) ? Number(monthText) : MONTHS.indexOf(monthText.slice(0, 3).toLowerCase()) + 1;
  if (month > 12 && day <= 12 && /^\d+$/.test(monthText)) [day, month] = [month, day];
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1) return '';
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return '';
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function datesOn(line: string): string[] {
  return DATE_SHAPES.flatMap(({ pattern, read }) =>
    [...line.matchAll(pattern)].map((match) => isoDate(...read([...match]))).filter(Boolean),
  );
}

/** Labelled dates that are not the bill's: a stay's ends ("Arrival Date"), a due or expiry date. */
const OTHER_DATE = /arriv|depart|check\s*-?\s*(?:in|out)|\bdue\b|valid|expir/i;

/** The bill's or invoice's date, else another date labelled so (not a stay's ends), else the first date on the receipt. */
function findDate(lines: readonly string[]): string {
  const billDates = lines.filter((line) => /\b(?:bill|inv(?:oice)?)\.?\s*(?:date|dt)\b/i.test(line)).flatMap(datesOn);
  const labelled = lines.filter((line) => /\b(?:date|dt)\b/i.test(line) && !OTHER_DATE.test(line)).flatMap(datesOn);
  return billDates[0] ?? labelled[0] ?? lines.flatMap(datesOn)[0] ?? '';
}

/** Lines that sit above a merchant's name but are not it. */
const NOT_A_NAME = /gstin|gst\s*(?:no|in|#|reg)|\bcin\b|fssai|\bpan\b|tax\s*invoice|^(?:invoice|bill|receipt|cash\s*memo|estimate)\b|original|duplicate|customer\s*copy|^(?:tel|ph|phone|mob(?:ile)?|e-?mail|www)\b|@|https?:/i;
/** A word of an address, followed by a comma: "Connaught Place, New Delhi", "NH 48, Hosur Road, Bengaluru". */
const ADDRESS = /\b(?:road|rd|street|st|marg|nagar|sector|place|lane|cross|main|block|phase|plot|floor|near|opp|colony|layout|market|circle|chowk|bazaar|highway|nh|airport|terminal|west|east|north|south)\b.*,/i;
/** A six-digit PIN code ("Noida 201301", "600 006"). */
const PIN_CODE = /(?<!\d)\d{3}\s?\d{3}(?!\d)/;
/** A "Label: value" field: "Steward: Ramesh", "Patient: Ravi Kumar". */
const FIELD = /^[\p{L} .]{2,20}:/u;

/**
 * Letters in words of three or more, against all letters: a name has words ("S K Travels" 7 of 9),
 * while a faded line the OCR broke into bits ("Tten Q Am" for "Item Qty Amt") is mostly fragments.
 */
function wordShare(line: string): number {
  const words = line.match(/\p{L}+/gu) ?? [];
  const letters = words.join('').length;
  return letters === 0 ? 0 : words.filter((word) => word.length >= 3).join('').length / letters;
}

/** The first line that reads as a name: mostly whole words, no price, no address, none of the boilerplate above. */
function findMerchant(lines: readonly string[]): string {
  for (const raw of lines) {
    const line = raw.replace(/^[^\p{L}\d]+|[^\p{L}\d.)]+$/gu, '').replace(/\s+/g, ' ').replace(/^welcome\s+to\s+/i, '');
    const letters = (line.match(/\p{L}/gu) ?? []).length;
    const digits = (line.match(/\d/g) ?? []).length;
    if (!/\p{L}{3}/u.test(line) || digits >= letters || letters < line.replace(/\s/g, '').length / 2) continue;
    if (NOT_A_NAME.test(line) || /^welcome\b/i.test(line)) continue;
    // When the name's own line faded away, the address or the bill's fields come first.
    if (ADDRESS.test(line) || PIN_CODE.test(line) || FIELD.test(line)) continue;
    // An item's line ("Masala Dosa x 330.00") is not a name, nor is OCR noise.
    if (/\d\.\d{2}(?!\d)/.test(line) || wordShare(line) < 2 / 3) continue;
    return line.slice(0, 80);
  }
  return '';
}

export function parseReceiptText(text: string): ReceiptFields {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return { amount: findAmount(lines), date: findDate(lines), merchant: findMerchant(lines) };
}
