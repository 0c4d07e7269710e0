import type { FlightInvoice } from '../../../contract/flights/invoice';
import { ticketStage } from '../../../machines/booking/ticket-polling.logic';
import { travellers } from './ticket-view';
import { statusName } from '../../../domain/display-names';

/*
 * The e-ticket's words for the booking statuses, and which travellers the cancel drawer
 * offers: a booking that is paid and not cancelled, each of its travellers still flying.
 */

/** Statuses by the display-name map; an expired booking says why it is void (it was never paid). */
export function statusLabel(status: string): string {
  return status.trim().toLowerCase() === 'expired' ? 'Expired unpaid' : statusName(status);
}

const FLYING = new Set(['pending', 'ticketed']);
const isFlying = (status: string) => FLYING.has(status.trim().toLowerCase());

/** The travellers that may still be cancelled; none for an unpaid, rescheduled or cancelled booking. */
export function cancellableTravellers(invoice: FlightInvoice) {
  if (!isFlying(invoice.flightRecord.booking_status)) return [];
  return travellers(invoice).filter((p) => isFlying(p.status));
}

/**
 * The ticket to show: the one fetched while watching a cancellation (newer), unless it was still
 * being issued and the page's own polling has since seen it issued.
 */
export function newerInvoice(polled: FlightInvoice, watched: FlightInvoice | null): FlightInvoice {
  if (!watched) return polled;
  return ticketStage(watched) === 'pending' && ticketStage(polled) === 'settled' ? polled : watched;
}
