import type { ExpenseLine } from '../../../contract/expenses/line-shape';
import { formatMoneyExact, minorUnitsToDecimal, parseMinorUnits } from '../../../domain/money';

/** What finance typed for one line: the amount it allows (base currency) and why it differs. */
export interface LineDraft {
  allowed: string;
  remark: string;
}

/** A line's problem, on the input it belongs to. */
export interface LineError {
  field: 'allowed' | 'remark';
  message: string;
}

export interface LineVerdict {
  lineid: string;
  allowedamount: string;
  remark: string;
}

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** Every line starts allowed as claimed: finance types only where it disagrees. */
export function draftsFromClaims(lines: readonly ExpenseLine[]): Record<string, LineDraft> {
  return Object.fromEntries(lines.map((l) => [l.lineid, { allowed: l.baseamount, remark: '' }]));
}

/**
 * The verdicts to send and the errors to show (by lineid). Only lines whose amount changed are
 * sent: the server allows a line left out as claimed, and a changed one must say why.
 */
export function lineVerdicts(lines: readonly ExpenseLine[], drafts: Record<string, LineDraft>): { verdicts: LineVerdict[]; errors: Record<string, LineError> } {
  const verdicts: LineVerdict[] = [];
  const errors: Record<string, LineError> = {};
  for (const line of lines) {
    const draft = drafts[line.lineid] ?? { allowed: line.baseamount, remark: '' };
    const allowed = draft.allowed.trim();
    if (!AMOUNT.test(allowed)) {
      errors[line.lineid] = { field: 'allowed', message: 'Enter an amount of 0 or more, like 1500.50' };
      continue;
    }
    const allowedMinor = parseMinorUnits(allowed);
    const claimedMinor = parseMinorUnits(line.baseamount);
    if (allowedMinor === claimedMinor) continue;
    if (allowedMinor > claimedMinor) errors[line.lineid] = { field: 'allowed', message: `At most the claimed ${formatMoneyExact(claimedMinor, line.basecurrency)}` };
    else if (!draft.remark.trim()) errors[line.lineid] = { field: 'remark', message: 'Say why the amount differs from the claim' };
    else verdicts.push({ lineid: line.lineid, allowedamount: minorUnitsToDecimal(allowedMinor), remark: draft.remark.trim() });
  }
  return { verdicts, errors };
}
