/**
 * One key per user action (a click on "Save", not a request): the caller makes it once and
 * passes it to every retry, so the server applies the action at most once.
 */
export function newActionKey(): string {
  return crypto.randomUUID();
}
