/*
 * The e-ticket's polling interval is configuration, never a change to the machine: the spec's
 * 10 s (ticket-polling.logic.ts) unless localStorage 'voyage.ticketPollMs' holds a positive whole
 * number of milliseconds. The e2e tests and a support engineer set it; a bad value is ignored.
 */
export const TICKET_POLL_MS_KEY = 'voyage.ticketPollMs';

/** The configured interval, or undefined to let the machine use its default. */
export function configuredTicketPollMs(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): number | undefined {
  let raw: string | null;
  try {
    raw = storage?.getItem(TICKET_POLL_MS_KEY) ?? null;
  } catch {
    return undefined; // storage refused (privacy mode): the default stands
  }
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined;
  const ms = Number(raw);
  return ms > 0 && Number.isSafeInteger(ms) ? ms : undefined;
}
