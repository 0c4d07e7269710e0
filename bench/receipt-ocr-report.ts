import type { ReceiptFields } from '../src/domain/receipt-text';
import type { BenchReceipt } from './receipt-ocr-receipts';

/*
 * The receipt bench's accuracy table (bench/receipt-ocr.bench.ts): for each photo whether each
 * suggested field is the one printed, what was read instead, and the read's time; then per field
 * how many of the set were right.
 */

export const FIELDS = ['amount', 'date', 'merchant'] as const satisfies readonly (keyof ReceiptFields)[];

export interface ReceiptRead extends ReceiptFields {
  ms: number;
  confidence: number;
  text: string;
}

export interface ScoredRead {
  receipt: BenchReceipt;
  read: ReceiptRead;
  right: Record<(typeof FIELDS)[number], boolean>;
}

/** Right when it is what the receipt prints, spacing aside: a merchant read as "Third  Wave" is still right. */
export function score(receipt: BenchReceipt, read: ReceiptRead): ScoredRead {
  const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b;
  const right = { amount: false, date: false, merchant: false };
  for (const field of FIELDS) right[field] = same(read[field], receipt.expected[field]);
  return { receipt, read, right };
}

function describePhoto({ look }: BenchReceipt): string {
  const font = look.font.includes('Mono') ? 'mono' : look.font.includes('Serif') ? 'serif' : 'sans';
  const extras = [
    look.foreshortening && `skew ${look.foreshortening}`,
    look.shadow && 'shadow',
    look.blur && 'blur',
    look.faded && 'faded',
  ].filter(Boolean);
  return [`${look.width}×${look.height}`, `${font} ${look.size}px`, `${look.turn}°`, `q${look.quality}`, ...extras].join(' ');
}

function cell(value: string, right: boolean): string {
  return right ? `✓ ${value}` : `✗ ${value || '—'}`;
}

/** The table and the totals per field; then the OCR text of the receipts with a miss ('misses') or of all ('all'). */
export function printAccuracy(scored: readonly ScoredRead[], showText: 'misses' | 'all' | 'none'): void {
  const rows = scored.map(({ receipt, read, right }) => [
    receipt.name,
    describePhoto(receipt),
    ...FIELDS.map((field) => cell(read[field], right[field])),
    `${read.ms.toFixed(0)} ms`,
  ]);
  const header = ['receipt', 'photo', 'amount', 'date', 'merchant', 'read'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => `  ${row.map((text, i) => text.padEnd(widths[i]!)).join(' │ ')}`;
  console.log(line(header));
  console.log(`  ${widths.map((w) => '─'.repeat(w)).join('─┼─')}`);
  rows.forEach((row) => console.log(line(row)));
  const totals = FIELDS.map((field) => `${field} ${scored.filter((s) => s.right[field]).length}/${scored.length}`);
  const allRight = scored.filter((s) => FIELDS.every((field) => s.right[field])).length;
  console.log(`\n  read right: ${totals.join(', ')}; all three on ${allRight}/${scored.length} receipts`);
  for (const { receipt, read, right } of scored) {
    if (showText === 'none' || (showText === 'misses' && FIELDS.every((field) => right[field]))) continue;
    console.log(`\n--- ${receipt.name}: expected ${JSON.stringify(receipt.expected)}; OCR text (confidence ${read.confidence.toFixed(0)}):\n${read.text}`);
  }
}
