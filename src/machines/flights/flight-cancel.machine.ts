import { assign, fromPromise, not, setup } from 'xstate';
import { api, errorMessage } from '../../api';
import {
  type CancellationQuote,
  flightCancellationQuote,
  flightCancellationRequest,
} from '../../contract/flights/cancel';
import { type FlightInvoice, flightEticket } from '../../contract/flights/invoice';
import { TICKET_POLL_INTERVAL_MS, TICKET_POLL_MAX_REFETCHES } from '../booking/ticket-polling.logic';

/*
 * The e-ticket's cancel drawer and what follows it. Opened, the user ticks travellers (each change
 * re-quotes the penalty and refund), writes remarks and confirms; none ticked answers
 * SELECT_TRAVELLER without a call. An accepted request is watched: the ticket is re-fetched every
 * interval, as the ticket page polls, while any traveller or the booking is 'canxprocessing'.
 * A ticket opened while a cancellation is processing starts by watching it.
 */

export const SELECT_TRAVELLER = 'Please select traveller to cancel';
export const CANX_PROCESSING = 'canxprocessing';

export interface FlightCancelInput {
  txid: string;
  /** The ticket as first shown is still being cancelled: watch it at once. */
  processing: boolean;
  pollIntervalMs?: number;
  maxRefetches?: number;
}

export interface QuoteAnswer {
  message: string;
  quote: CancellationQuote | null;
}

export interface CancelAnswer {
  accepted: boolean;
  message: string;
  refundamount: string;
}

export interface FlightCancelContext {
  txid: string;
  processing: boolean;
  pollIntervalMs: number;
  maxRefetches: number;
  refetches: number;
  /** Ticked travellers, in paxsno order. */
  selected: number[];
  remarks: string;
  quote: CancellationQuote | null;
  /** What went wrong, shown in the drawer; '' when nothing. */
  error: string;
  /** The server's answer to the accepted request; '' before. */
  message: string;
  refundamount: string;
  /** The latest ticket fetched while watching; null before. */
  invoice: FlightInvoice | null;
}

export type FlightCancelEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE'; paxsno: number }
  | { type: 'REMARKS'; remarks: string }
  | { type: 'CONFIRM' };

/** Any traveller, or the booking, still being cancelled by the airline. */
export function isCancelling(invoice: FlightInvoice | null): boolean {
  if (!invoice) return false;
  const processing = (status: string) => status.trim().toLowerCase() === CANX_PROCESSING;
  return processing(invoice.flightRecord.booking_status) || invoice.passengerRecords.some((p) => processing(p.status));
}

const toggled = (selected: readonly number[], paxsno: number) =>
  (selected.includes(paxsno) ? selected.filter((n) => n !== paxsno) : [...selected, paxsno]).sort((a, b) => a - b);

export const flightCancelMachine = setup({
  types: {
    context: {} as FlightCancelContext,
    input: {} as FlightCancelInput,
    events: {} as FlightCancelEvent,
  },
  actors: {
    quoteCancellation: fromPromise<QuoteAnswer, { txid: string; paxsno: number[] }>(async ({ input }) => {
      const answer = await api.callOperation(flightCancellationQuote, { jsondata: { reftxid: input.txid, paxsno: input.paxsno } });
      return { message: answer.ResponseStatus.message ?? '', quote: answer.quote };
    }),
    requestCancellation: fromPromise<CancelAnswer, { txid: string; paxsno: number[]; remarks: string }>(
      async ({ input }) => {
        const answer = await api.callOperation(flightCancellationRequest, {
          jsondata: { reftxid: input.txid, paxsno: input.paxsno, remarks: input.remarks },
        });
        return {
          accepted: answer.ResponseStatus.status === 'OK',
          message: answer.ResponseStatus.message ?? '',
          refundamount: answer.refundamount ?? '',
        };
      },
    ),
    fetchTicket: fromPromise<FlightInvoice | null, { txid: string }>(async ({ input }) => {
      return (await api.callOperation(flightEticket, { txid: input.txid })).FlightInvoice;
    }),
  },
  actions: {
    toggle: assign(({ context }, paxsno: number) => ({ selected: toggled(context.selected, paxsno), error: '' })),
  },
  delays: { pollInterval: ({ context }) => context.pollIntervalMs },
  guards: {
    startsProcessing: ({ context }) => context.processing,
    noneSelected: ({ context }) => context.selected.length === 0,
    untickingLast: ({ context }, paxsno: number) => toggled(context.selected, paxsno).length === 0,
    accepted: (_, answer: CancelAnswer) => answer.accepted,
    stillCancelling: (_, invoice: FlightInvoice | null) => isCancelling(invoice),
    refetchesLeft: ({ context }) => context.refetches < context.maxRefetches,
  },
}).createMachine({
  id: 'flightCancel',
  context: ({ input }) => ({
    txid: input.txid,
    processing: input.processing,
    pollIntervalMs: input.pollIntervalMs ?? TICKET_POLL_INTERVAL_MS,
    maxRefetches: input.maxRefetches ?? TICKET_POLL_MAX_REFETCHES,
    refetches: 0,
    selected: [],
    remarks: '',
    quote: null,
    error: '',
    message: '',
    refundamount: '',
    invoice: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      always: { guard: 'startsProcessing', target: 'watching' },
      on: {
        OPEN: { target: 'editing', actions: assign({ selected: [], remarks: '', quote: null, error: '', message: '' }) },
      },
    },
    editing: {
      initial: 'choosing',
      on: {
        TOGGLE: [
          {
            guard: { type: 'untickingLast', params: ({ event }) => event.paxsno },
            target: '.choosing',
            actions: [{ type: 'toggle', params: ({ event }) => event.paxsno }, assign({ quote: null })],
          },
          { target: '.quoting', reenter: true, actions: { type: 'toggle', params: ({ event }) => event.paxsno } },
        ],
        REMARKS: { actions: assign({ remarks: ({ event }) => event.remarks }) },
        CONFIRM: [
          { guard: 'noneSelected', actions: assign({ error: SELECT_TRAVELLER }) },
          { target: 'submitting' },
        ],
        CLOSE: 'closed',
      },
      states: {
        choosing: {},
        quoting: {
          invoke: {
            id: 'quote',
            src: 'quoteCancellation',
            input: ({ context }) => ({ txid: context.txid, paxsno: context.selected }),
            onDone: {
              target: 'choosing',
              actions: assign({ quote: ({ event }) => event.output.quote, error: ({ event }) => (event.output.quote ? '' : event.output.message) }),
            },
            onError: { target: 'choosing', actions: assign({ quote: null, error: ({ event }) => errorMessage(event.error) }) },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'request',
        src: 'requestCancellation',
        input: ({ context }) => ({ txid: context.txid, paxsno: context.selected, remarks: context.remarks }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'watching',
            actions: assign({
              message: ({ event }) => event.output.message,
              refundamount: ({ event }) => event.output.refundamount,
              error: '',
              refetches: 0,
            }),
          },
          { target: 'editing', actions: assign({ error: ({ event }) => event.output.message }) },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    watching: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'fetch',
            src: 'fetchTicket',
            input: ({ context }) => ({ txid: context.txid }),
            onDone: [
              {
                guard: { type: 'stillCancelling', params: ({ event }) => event.output },
                target: 'waiting',
                actions: assign({ invoice: ({ event }) => event.output }),
              },
              { target: '#flightCancel.closed', actions: assign({ invoice: ({ event }) => event.output, processing: false }) },
            ],
            onError: 'waiting',
          },
        },
        waiting: {
          always: { guard: not('refetchesLeft'), target: '#flightCancel.closed', actions: assign({ processing: false }) },
          after: {
            pollInterval: { target: 'fetching', actions: assign({ refetches: ({ context }) => context.refetches + 1 }) },
          },
        },
      },
    },
  },
});
