import { formatMoneyExact, parseMinorUnits } from '../../domain/money';
import { TRIP_AMOUNT_PATTERN } from '../../domain/trip-money';

/*
 * The cancel dialog's two fields (docs/features/offline-hotels.md "Cancelling"): what is wrong with
 * each, found here before sending or named by the server's refusal, worded to stand under the field.
 */

export type CancelField = 'reason' | 'charge';
export type CancelProblems = Partial<Record<CancelField, string>>;

const LABELS: Record<CancelField, string> = { reason: 'Reason', charge: 'Cancellation charge' };

/** What is wrong with the reason and charge before sending, by field; empty when they can go. */
export function cancelProblems(reason: string, charge: string, total: string): CancelProblems {
  const problems: CancelProblems = {};
  if (reason.trim() === '') problems.reason = 'Say why: the traveller reads it';
  const amount = charge.trim();
  if (!TRIP_AMOUNT_PATTERN.test(amount)) problems.charge = 'Enter an amount like 1500.00, or 0 for none';
  else if (parseMinorUnits(amount) > parseMinorUnits(total)) problems.charge = `At most the stay's total of ${formatMoneyExact(parseMinorUnits(total), 'INR')}`;
  return problems;
}

/**
 * A server refusal naming one of the fields, worded for under it: "charge: cannot be more than …"
 * becomes "Cannot be more than …", "reason is required" becomes "Reason is required". Null when it
 * names neither (the dialog shows it above its buttons).
 */
export function cancelRefusal(message: string): CancelProblems | null {
  const match = /^(reason|charge)(:?) (.+)$/s.exec(message);
  if (!match) return null;
  const field = match[1] as CancelField;
  const rest = match[3]!;
  return { [field]: match[2] ? rest.charAt(0).toUpperCase() + rest.slice(1) : `${LABELS[field]} ${rest}` };
}
