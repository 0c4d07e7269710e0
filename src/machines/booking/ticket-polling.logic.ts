import type { FlightInvoice } from '../../contract/flights/invoice';

/** docs/product.md#flight-e-ticket/docs/product.md#constants-and-code-tables: while pending the ticket is re-fetched every 10 s, at most 18 times. */
export const TICKET_POLL_INTERVAL_MS = 10_000;
export const TICKET_POLL_MAX_REFETCHES = 18;

/** docs/product.md#flight-e-ticket, the page's text while the ticket is pending (exact). */
export const TICKET_PENDING_TEXT = 'Your ticket is under processing...';

/** docs/product.md#error-messages "No ticket" (exact). */
export function noTicketMessage(txid: string): string {
  return `No Ticket found for the Transaction No: ${txid}`;
}

/**
 * Where a fetched ticket stands: no FlightInvoice → not found; booking_status 'pending' in any
 * case → still being issued; anything else is settled and shown as it is (ticketed, or a final
 * status such as cancelled that the page prints from the record).
 */
export type TicketStage = 'notFound' | 'pending' | 'settled';

export function ticketStage(invoice: FlightInvoice | null): TicketStage {
  if (!invoice) return 'notFound';
  return invoice.flightRecord.booking_status.trim().toLowerCase() === 'pending' ? 'pending' : 'settled';
}
