import { db } from './database';

/*
 * The insurance e-ticket cache: the ticket page renders what Dexie holds and refreshes it from the
 * server, so a ticket seen before opens offline. Each row carries the profile it was read for and
 * readers filter by the logged-in profile, so one person's policy never shows to the next login on
 * the same browser. Cleared at logout and session expiry (docs/browser-storage.md).
 */

/** The cached InsuranceInvoice of a transaction, or undefined when this profile has none cached. */
export async function cachedInsuranceTicket(profileid: string, txid: string): Promise<unknown> {
  const row = await db.insuranceTickets.get(txid);
  return row?.profileid === profileid ? row.invoice : undefined;
}

export async function storeInsuranceTicket(profileid: string, txid: string, invoice: unknown): Promise<void> {
  await db.insuranceTickets.put({ txid, profileid, invoice, cachedat: Date.now() });
}

/** The server knows no such ticket for this caller: nothing of it stays on this device. */
export async function forgetInsuranceTicket(profileid: string, txid: string): Promise<void> {
  await db.transaction('rw', db.insuranceTickets, async () => {
    const row = await db.insuranceTickets.get(txid);
    if (row?.profileid === profileid) await db.insuranceTickets.delete(txid);
  });
}

/** Logout and session expiry: cached policies (names, ages, ID numbers) go with the session. */
export async function clearInsuranceTicketCache(): Promise<void> {
  await db.insuranceTickets.clear();
}
