import type { HotelChangeQuote } from '../../contract/hotels/change';

/*
 * The pure rules of changing a stay's dates (docs/features/hotels-change.md "Screens"): what is
 * wrong with the new dates before asking, which field a refusal is about, and when the
 * out-of-policy reason or an approval stands in the way.
 */

export const QUOTE_FAILED = 'Could not price the new dates. Please try again.';
export const APPROVAL_FAILED = 'Failed to send the change for approval. Please try again.';
export const CHANGE_FAILED = 'Failed to change the stay. Please try again.';

/** The fields of the drawer a problem can be shown under. */
export const CHANGE_FIELDS = ['checkin', 'checkout', 'policyreason'] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

export interface FieldProblem {
  /** null: not about a field the drawer has. */
  field: ChangeField | null;
  message: string;
}

export const REASON_NEEDED: FieldProblem = {
  field: 'policyreason',
  message: 'Give the reason for choosing a stay out of policy.',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The server names the field a refusal is about ('checkin: must not be in the past'); anything else is shown above the buttons. */
export function fieldProblemOf(message: string): FieldProblem {
  const match = /^(\w+): (.+)$/s.exec(message);
  const field = CHANGE_FIELDS.find((f) => f === match?.[1]) ?? null;
  return field ? { field, message: capitalised(match![2]!) } : { field: null, message };
}

/** What the drawer says before asking: both dates given, check-out after check-in. */
export function datesProblem(checkin: string, checkout: string): FieldProblem | null {
  if (checkin === '') return { field: 'checkin', message: 'Choose the new check-in date.' };
  if (checkout === '') return { field: 'checkout', message: 'Choose the new check-out date.' };
  if (checkout <= checkin) return { field: 'checkout', message: 'Check-out must be after check-in.' };
  return null;
}

/** The new rate is out of policy and no reason is given yet. */
export const reasonMissing = (quote: HotelChangeQuote | null, policyreason: string) =>
  quote !== null && !quote.policy.inpolicy && policyreason.trim() === '';

/** The policy asks for an approval that the drawer was not opened with. */
export const approvalNeeded = (quote: HotelChangeQuote | null, approvalid: string) =>
  (quote?.policy.needsapproval ?? false) && approvalid === '';
