import { useState } from 'react';
import type { ReceiptReading } from './ocr/read-receipt';
import { type ReceiptReadingState, useReceiptReading } from './ocr/use-receipt-reading';
import type { LineFormState } from './line-form';

/*
 * Pre-filling a line from its receipt photo (docs/features/expenses.md "Receipt reading"): only the
 * fields the user has not typed, and only what the reading was sure of; the user checks and saves.
 */

export type PrefillField = 'amount' | 'expensedate' | 'merchant';
export const PREFILL_FIELDS: readonly PrefillField[] = ['amount', 'expensedate', 'merchant'];

/** The reading's fields the user has not typed (a blank one means the reading was not sure). */
export function prefillFrom(reading: ReceiptReading, typed: ReadonlySet<PrefillField>): Partial<LineFormState> {
  const found: Record<PrefillField, string> = {
    amount: reading.amount,
    expensedate: reading.date,
    merchant: reading.merchant,
  };
  return Object.fromEntries(
    PREFILL_FIELDS.filter((field) => found[field] && !typed.has(field)).map((field) => [field, found[field]]),
  );
}

/**
 * Reads the first photo among `files` (a PDF is not read) and hands its fields to `fill` once per
 * reading. `filled`: this reading changed the form, so the form asks the user to check it.
 */
export function useReceiptPrefill(
  files: readonly File[],
  typed: ReadonlySet<PrefillField>,
  fill: (change: Partial<LineFormState>) => void,
): ReceiptReadingState & { filled: boolean } {
  const photo = files.find((file) => file.type.startsWith('image/')) ?? null;
  const state = useReceiptReading(photo);
  const [handled, setHandled] = useState<{ reading: ReceiptReading; filled: boolean } | null>(null);
  const { reading } = state;
  // Applied while rendering, the moment the reading arrives (React's "adjust state on a change"),
  // so the user never sees the form without the fields it brought.
  if (reading && reading !== handled?.reading) {
    const change = prefillFrom(reading, typed);
    const filled = Object.keys(change).length > 0;
    if (filled) fill(change);
    setHandled({ reading, filled });
  }
  return { ...state, filled: reading !== null && reading === handled?.reading && handled.filled };
}
