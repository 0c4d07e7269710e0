import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { useMachine } from '@xstate/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { type FlightInvoice, FlightInvoiceSchema } from '../../../contract/flights/invoice';
import { cachedFlightTicket, forgetFlightTicket, storeFlightTicket } from '../../../db/flight-tickets';
import { ticketStage } from '../../../machines/booking/ticket-polling.logic';
import { ticketPollingMachine } from '../../../machines/booking/ticket-polling.machine';
import { configuredTicketPollMs } from './poll-config';

/*
 * The e-ticket's state: the polling machine (docs/product.md#flight-e-ticket: spinner before the answer, re-fetch
 * every interval while 'pending') joined with the device's cached copy (src/db/flight-tickets.ts).
 * Every ticket the server answers is stored; 'no ticket' forgets the stored copy. A stored ticket
 * that is settled renders at once while the server is asked, and stands in, marked offline, when the
 * server cannot be reached. A stored pending ticket is not shown early: the spinner says more.
 */

export type FlightTicketView =
  | { kind: 'loading' }
  | { kind: 'pending' }
  | { kind: 'notFound' }
  | { kind: 'failed'; error: string }
  | { kind: 'ticket'; invoice: FlightInvoice; offline: boolean; stillPending: boolean };

/** A cached invoice still in today's shape, or null (nothing cached, or written by an older app). */
export function readCachedFlightInvoice(value: unknown): FlightInvoice | null {
  if (value === undefined) return null;
  const parsed = v.safeParse(FlightInvoiceSchema, value);
  return parsed.success ? parsed.output : null;
}

export function useFlightTicket(profileid: string, txid: string): FlightTicketView {
  const [input] = useState(() => ({ txid, pollIntervalMs: configuredTicketPollMs() }));
  const [snapshot] = useMachine(ticketPollingMachine, { input });
  const cached = useLiveQuery(
    async () => readCachedFlightInvoice(await cachedFlightTicket(profileid, txid)),
    [profileid, txid],
  );
  const { ticket: invoice, error } = snapshot.context;
  const notFound = snapshot.matches('notFound');

  useEffect(() => {
    if (invoice) void storeFlightTicket(profileid, txid, invoice).catch(() => undefined);
  }, [invoice, profileid, txid]);
  useEffect(() => {
    if (notFound) void forgetFlightTicket(profileid, txid).catch(() => undefined);
  }, [notFound, profileid, txid]);

  const settledCache = cached && ticketStage(cached) === 'settled' ? cached : null;
  if (snapshot.matches('loading')) {
    return settledCache
      ? { kind: 'ticket', invoice: settledCache, offline: false, stillPending: false }
      : { kind: 'loading' };
  }
  if (snapshot.matches('pending')) return { kind: 'pending' };
  if (notFound) return { kind: 'notFound' };
  if (snapshot.matches('failed')) {
    // Only the first fetch ends here (a later failure keeps polling): nothing from the server yet.
    if (cached === undefined) return { kind: 'loading' };
    return cached ? { kind: 'ticket', invoice: cached, offline: true, stillPending: false } : { kind: 'failed', error };
  }
  if (!invoice) return { kind: 'failed', error };
  return { kind: 'ticket', invoice, offline: false, stillPending: snapshot.matches('stillPending') };
}
