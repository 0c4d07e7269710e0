import { db } from './database';

/*
 * The flight e-ticket cache, kept like the insurance tickets (insurance-tickets.ts): the ticket page
 * stores every FlightInvoice the server answers and shows the stored copy when the server cannot be
 * reached, so a ticket seen before opens offline (at the airport, say). Each row carries the
 * profile it was read for and readers filter by the logged-in profile, so one person's ticket never
 * shows to the next login on the same browser. Cleared at logout and session expiry
 * (session/forget.ts, docs/browser-storage.md).
 */

/** The cached FlightInvoice (wire shape) of a transaction, or undefined when this profile has none. */
export async function cachedFlightTicket(profileid: string, txid: string): Promise<unknown> {
  const row = await db.flightTickets.get(txid);
  return row?.profileid === profileid ? row.invoice : undefined;
}

export async function storeFlightTicket(profileid: string, txid: string, invoice: unknown): Promise<void> {
  await db.flightTickets.put({ txid, profileid, invoice, cachedat: Date.now() });
}

/** The server knows no such ticket for this caller: nothing of it stays on this device. */
export async function forgetFlightTicket(profileid: string, txid: string): Promise<void> {
  await db.transaction('rw', db.flightTickets, async () => {
    const row = await db.flightTickets.get(txid);
    if (row?.profileid === profileid) await db.flightTickets.delete(txid);
  });
}

/** Logout and session expiry: names, ticket numbers and PNRs go with the session. */
export async function clearFlightTicketCache(): Promise<void> {
  await db.flightTickets.clear();
}
