import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { FlightInvoice } from '../../../contract/flights/invoice';
import { flightCancelMachine, isCancelling } from '../../../machines/flights/flight-cancel.machine';
import { configuredTicketPollMs } from './poll-config';

/*
 * The e-ticket's cancel drawer machine, bound to the page: started watching when the ticket shown
 * is already being cancelled, opened at once when the page was asked to (`?cancel=1` from a
 * trip). `invoice` is the newest ticket the machine fetched, which the page shows instead of its own.
 */
export function useFlightCancel(txid: string, shown: FlightInvoice, openAtStart: boolean) {
  const [input] = useState(() => ({ txid, processing: isCancelling(shown), pollIntervalMs: configuredTicketPollMs() }));
  const [snapshot, send] = useMachine(flightCancelMachine, { input });
  useEffect(() => {
    if (openAtStart) send({ type: 'OPEN' });
  }, [openAtStart, send]);
  return { snapshot, send, invoice: snapshot.context.invoice };
}
