import { assign, fromPromise, not, setup } from 'xstate';
import { api, errorMessage } from '../../api';
import { type FlightInvoice, flightEticket } from '../../contract/flights/invoice';
import { TICKET_POLL_INTERVAL_MS, TICKET_POLL_MAX_REFETCHES, ticketStage } from './ticket-polling.logic';

export interface TicketPollingInput {
  txid: string;
  /** Defaults to the spec's 10 s; tests and e2e shorten it here (or by `.provide({ delays })`). */
  pollIntervalMs?: number;
  /** Defaults to the spec's 18 re-fetches after the first fetch. */
  maxRefetches?: number;
}

export interface TicketPollingContext {
  txid: string;
  pollIntervalMs: number;
  maxRefetches: number;
  /** Re-fetches started so far (the first fetch is not one). */
  refetches: number;
  /** The latest ticket the server answered; null before the first answer and when none was found. */
  invoice: FlightInvoice | null;
  /** Why the latest fetch failed; '' when it did not. */
  error: string;
  /** Set when a final state is reached. */
  outcome: TicketPollingOutcome | null;
}

export type TicketPollingOutcome = 'ticketed' | 'notFound' | 'failed' | 'stillPending';

export interface TicketPollingOutput {
  outcome: TicketPollingOutcome;
  invoice: FlightInvoice | null;
  refetches: number;
}

/** The e-ticket call; FlightInvoice '' (no ticket) comes back as null. */
const fetchTicketActor = fromPromise<FlightInvoice | null, { txid: string }>(async ({ input }) => {
  const answer = await api.callOperation(flightEticket, { txid: input.txid });
  return answer.FlightInvoice;
});

/**
 * docs/product.md#flight-e-ticket Flight ticket: fetch the ticket (spinner until the answer); while its status is
 * 'pending', wait 10 s and fetch again, at most 18 times, then stop in `stillPending` showing the
 * last pending record. A re-fetch that fails (a network blip) counts as an attempt and the
 * waiting goes on; only a failed first fetch ends in `failed`, as nothing can be shown.
 * The page shows the spinner and TICKET_PENDING_TEXT while the state matches `pending`.
 */
export const ticketPollingMachine = setup({
  types: {
    context: {} as TicketPollingContext,
    input: {} as TicketPollingInput,
    output: {} as TicketPollingOutput,
  },
  actors: { fetchTicket: fetchTicketActor },
  actions: {
    takeInvoice: assign((_, invoice: FlightInvoice | null) => ({ invoice, error: '' })),
  },
  delays: { pollInterval: ({ context }) => context.pollIntervalMs },
  guards: {
    notFound: (_, invoice: FlightInvoice | null) => ticketStage(invoice) === 'notFound',
    pending: (_, invoice: FlightInvoice | null) => ticketStage(invoice) === 'pending',
    refetchesLeft: ({ context }) => context.refetches < context.maxRefetches,
  },
}).createMachine({
  id: 'ticketPolling',
  context: ({ input }) => ({
    txid: input.txid,
    pollIntervalMs: input.pollIntervalMs ?? TICKET_POLL_INTERVAL_MS,
    maxRefetches: input.maxRefetches ?? TICKET_POLL_MAX_REFETCHES,
    refetches: 0,
    invoice: null,
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
          { guard: { type: 'notFound', params: ({ event }) => event.output }, target: 'notFound' },
          {
            guard: { type: 'pending', params: ({ event }) => event.output },
            target: 'pending',
            actions: { type: 'takeInvoice', params: ({ event }) => event.output },
          },
          { target: 'ticketed', actions: { type: 'takeInvoice', params: ({ event }) => event.output } },
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
                guard: { type: 'notFound', params: ({ event }) => event.output },
                target: '#ticketPolling.notFound',
                actions: assign({ invoice: null, error: '' }),
              },
              {
                guard: { type: 'pending', params: ({ event }) => event.output },
                target: 'waiting',
                actions: { type: 'takeInvoice', params: ({ event }) => event.output },
              },
              {
                target: '#ticketPolling.ticketed',
                actions: { type: 'takeInvoice', params: ({ event }) => event.output },
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
    invoice: context.invoice,
    refetches: context.refetches,
  }),
});
