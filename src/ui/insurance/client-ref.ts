/**
 * The booking's client reference: made once per visit of the review page and kept in this tab's
 * sessionStorage under the page's `ins` query, so coming back from a failed card payment (same
 * query, `payment=failed`) continues the same booking instead of starting a second one. Once a
 * booking is confirmed the reference is spent: the next booking of the same plan must be new.
 */
const PREFIX = 'voyage.insurance.clientref.';

export function clientRefFor(ins: string): string {
  const key = PREFIX + ins;
  const kept = sessionStorage.getItem(key);
  if (kept) return kept;
  const made = crypto.randomUUID();
  sessionStorage.setItem(key, made);
  return made;
}

/** After a paid booking: the next visit of the same plan is a new booking. */
export function forgetClientRef(ins: string): void {
  sessionStorage.removeItem(PREFIX + ins);
}

/**
 * A confirmed e-ticket: the card path leaves the review page for the gateway before it can know the
 * outcome, so the ticket page spends every reference of this tab. At worst a pending booking of
 * another plan in this tab is started afresh, which charges nothing.
 */
export function forgetAllClientRefs(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}
