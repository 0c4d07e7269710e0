import { assign, fromPromise, not, setup } from 'xstate';
import { api, errorMessage } from '../../api';
import { type FlightInvoice, flightEticket } from '../../contract/flights/invoice';
import {
  TICKET_POLL_INTERVAL_MS,
  TICKET_POLL_MAX_REFETCHES,
  type TicketStage,
  ticketStage,
} from './ticket-polling.logic';

export interface TicketPollingInput {
  txid: string;
  /** Defaults to the spec's 10 s; tests and e2e shorten it here (or by `.provide({ delays })`). */
  pollIntervalMs?: number;
  /** Defaults to the spec's 18 re-fetches after the first fetch. */
  maxRefetches?: number;
}

export interface TicketPollingContext<T> {
  txid: string;
  pollIntervalMs: number;
  maxRefetches: number;
  /** Re-fetches started so far (the first fetch is not one). */
  refetches: number;
  /** The latest ticket the server answered; null before the first answer and when none was found. */
  ticket: T | null;
  /** Why the latest fetch failed; '' when it did not. */
  error: string;
  /** Set when a final state is reached. */
  outcome: TicketPollingOutcome | null;
}

export type TicketPollingOutcome = 'ticketed' | 'notFound' | 'failed' | 'stillPending';

export interface TicketPollingOutput<T> {
  outcome: TicketPollingOutcome;
  ticket: T | null;
  refetches: number;
}

/** What a product polls: its fetch by txid (null for none) and where an answer stands. */
export interface TicketSource<T> {
  fetch: (txid: string) => Promise<T | null>;
  stage: (ticket: T | null) => TicketStage;
}

/**
 * docs/product.md#flight-e-ticket Flight ticket: fetch the ticket (spinner until the answer); while its status is
 * 'pending', wait 10 s and fetch again, at most 18 times, then stop in `stillPending` showing the
 * last pending record. A re-fetch that fails (a network blip) counts as an attempt and the
 * waiting goes on; only a failed first fetch ends in `failed`, as nothing can be shown.
 * The page shows the spinner and TICKET_PENDING_TEXT while the state matches `pending`.
 * Every product whose supplier answers later polls the same way with its own ticket (a hotel's
 * voucher waits for the hotel's confirmation), so the machine is made for the type it polls.
 */
export function createTicketPollingMachine<T>(source: TicketSource<T>) {
  return setup({
    types: {
      context: {} as TicketPollingContext<T>,
      input: {} as TicketPollingInput,
      output: {} as TicketPollingOutput<T>,
    },
    actors: { fetchTicket: fromPromise<T | null, { txid: string }>(({ input }) => source.fetch(input.txid)) },
    delays: { pollInterval: ({ context }) => context.pollIntervalMs },
    // The guards take the answer's stage, not the answer: named parts typed with T do not type-check in setup().
    guards: {
      notFound: (_, stage: TicketStage) => stage === 'notFound',
      pending: (_, stage: TicketStage) => stage === 'pending',
      refetchesLeft: ({ context }) => context.refetches < context.maxRefetches,
    },
  }).createMachine({
    id: 'ticketPolling',
    context: ({ input }) => ({
      txid: input.txid,
      pollIntervalMs: input.pollIntervalMs ?? TICKET_POLL_INTERVAL_MS,
      maxRefetches: input.maxRefetches ?? TICKET_POLL_MAX_REFETCHES,
      refetches: 0,
      ticket: null,
      error: '',
      outcome: null,
    }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'fetchTicket',
          src: 'fetchTicket',
          input: ({ context }) => ({ txid: context.txid }),
          onDone: [
            { guard: { type: 'notFound', params: ({ event }) => source.stage(event.output) }, target: 'notFound' },
            {
              guard: { type: 'pending', params: ({ event }) => source.stage(event.output) },
              target: 'pending',
              actions: assign({ ticket: ({ event }) => event.output, error: '' }),
            },
            { target: 'ticketed', actions: assign({ ticket: ({ event }) => event.output, error: '' }) },
          ],
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      pending: {
        initial: 'waiting',
        states: {
          waiting: {
            always: { guard: not('refetchesLeft'), target: '#ticketPolling.stillPending' },
            after: { pollInterval: 'refetching' },
          },
          refetching: {
            entry: assign({ refetches: ({ context }) => context.refetches + 1 }),
            invoke: {
              id: 'fetchTicket',
              src: 'fetchTicket',
              input: ({ context }) => ({ txid: context.txid }),
              onDone: [
                {
                  guard: { type: 'notFound', params: ({ event }) => source.stage(event.output) },
                  target: '#ticketPolling.notFound',
                  actions: assign({ ticket: null, error: '' }),
                },
                {
                  guard: { type: 'pending', params: ({ event }) => source.stage(event.output) },
                  target: 'waiting',
                  actions: assign({ ticket: ({ event }) => event.output, error: '' }),
                },
                {
                  target: '#ticketPolling.ticketed',
                  actions: assign({ ticket: ({ event }) => event.output, error: '' }),
                },
              ],
              onError: { target: 'waiting', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
            },
          },
        },
      },
      ticketed: { type: 'final', entry: assign({ outcome: 'ticketed' as const }) },
      notFound: { type: 'final', entry: assign({ outcome: 'notFound' as const }) },
      failed: { type: 'final', entry: assign({ outcome: 'failed' as const }) },
      stillPending: { type: 'final', entry: assign({ outcome: 'stillPending' as const }) },
    },
    output: ({ context }) => ({
      outcome: context.outcome ?? 'failed',
      ticket: context.ticket,
      refetches: context.refetches,
    }),
  });
}

/** The flight's e-ticket; FlightInvoice '' (no ticket) comes back as null. */
export const ticketPollingMachine = createTicketPollingMachine<FlightInvoice>({
  fetch: async (txid) => (await api.callOperation(flightEticket, { txid })).FlightInvoice,
  stage: ticketStage,
});
