/**
 * The booking's client reference: made once per visit of the book page and kept in this tab's
 * sessionStorage under the page's search and fares, so coming back from a failed card payment
 * (same query, `payment=failed`) or retrying continues the same booking instead of starting a
 * second one (the server is idempotent by booker and clientref). Once booked, it is spent.
 */
const PREFIX = 'voyage.flight.clientref.';

export function flightClientRef(rid: string, farekeys: readonly string[]): string {
  const key = `${PREFIX}${rid}|${farekeys.join('|')}`;
  const kept = sessionStorage.getItem(key);
  if (kept) return kept;
  // The contract allows letters, digits, - and _: a UUID fits.
  const made = crypto.randomUUID();
  sessionStorage.setItem(key, made);
  return made;
}

/** After a booking: the next visit with the same fares is a new booking. */
export function forgetFlightClientRef(rid: string, farekeys: readonly string[]): void {
  sessionStorage.removeItem(`${PREFIX}${rid}|${farekeys.join('|')}`);
}
