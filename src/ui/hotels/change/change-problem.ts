/*
 * The server names the field a refusal is about ('checkin: must not be in the past'); the drawer
 * shows it under that field, and anything else above the buttons. Pure.
 */

export const CHANGE_FIELDS = ['checkin', 'checkout', 'policyreason'] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

export interface FieldProblem {
  /** null: not about a field the drawer has. */
  field: ChangeField | null;
  message: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
