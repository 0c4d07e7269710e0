import { assign, fromPromise, setup, type DoneStateEvent } from 'xstate';

/** A product's book call (flight, insurance): a wallet booking is paid, a card one answers the gateway's page. */
export type PaymentOutcome =
  { ok: true; tgbookingref: string; txid: string; paymenturl: string } | { ok: false; message: string };

/** What the book call is sent: the request as the page built it, clientref and all. */
export interface PaymentCallInput {
  booking: unknown;
}

export interface PaymentInput extends PaymentCallInput {
  /** The product's message for a refusal or a failure that names no reason. */
  failedMessage: string;
}

export interface PaymentContext extends PaymentInput {
  /** The last failure's message, shown on the page until the user retries or changes the request. */
  error: string;
  tgbookingref: string;
  txid: string;
  paymenturl: string;
}

export type PaymentEvent =
  | { type: 'RETRY' }
  /** The user changed something (another payment mode, a fixed field): the new request. */
  | { type: 'PROCEED_TO_PAYMENT'; booking: unknown }
  /** The booking page takes over again (a new price to accept): nothing more is booked here. */
  | { type: 'ABANDON' };

export type PaymentOutput =
  | { status: 'booked' | 'redirectingToGateway'; tgbookingref: string; txid: string; paymenturl: string }
  | { status: 'abandoned' };

/** The booking page's book call, provided by the page that runs the booking (see paymentWith). */
const notProvided = () => Promise.reject(new Error('book is not provided'));

const failureMessage = (outcome: PaymentOutcome, fallback: string) => (outcome.ok ? '' : outcome.message || fallback);
const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
const paid = ({ context }: { context: PaymentContext }) => ({
  tgbookingref: context.tgbookingref,
  txid: context.txid,
  paymenturl: context.paymenturl,
});

/**
 * Paying for a booking, shared by the flight and the insurance booking machines: the book call,
 * wallet (booked at once) or card (off to the gateway's page), and a refusal the user may retry
 * with the same request (same clientref, so the server books once) or with a changed one.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
  },
  actors: { book: fromPromise<PaymentOutcome, PaymentCallInput>(notProvided) },
  guards: {
    goesToGateway: (_, outcome: PaymentOutcome) => outcome.ok && outcome.paymenturl !== '',
    succeeded: (_, outcome: PaymentOutcome) => outcome.ok,
  },
  actions: {
    showError: assign((_, error: string) => ({ error })),
    keepOutcome: assign((_, outcome: PaymentOutcome) =>
      outcome.ok ? { tgbookingref: outcome.tgbookingref, txid: outcome.txid, paymenturl: outcome.paymenturl } : {},
    ),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ ...input, error: '', tgbookingref: '', txid: '', paymenturl: '' }),
  initial: 'booking',
  states: {
    booking: {
      invoke: {
        id: 'book',
        src: 'book',
        input: ({ context }) => ({ booking: context.booking }),
        onDone: [
          {
            guard: { type: 'goesToGateway', params: ({ event }) => event.output },
            target: 'redirectingToGateway',
            actions: { type: 'keepOutcome', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'booked',
            actions: { type: 'keepOutcome', params: ({ event }) => event.output },
          },
          {
            target: 'failed',
            actions: {
              type: 'showError',
              params: ({ context, event }) => failureMessage(event.output, context.failedMessage),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'showError', params: ({ context, event }) => errorText(event.error, context.failedMessage) },
        },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'booking', actions: assign({ error: '' }) },
        PROCEED_TO_PAYMENT: { target: 'booking', actions: assign({ booking: ({ event }) => event.booking, error: '' }) },
        ABANDON: { target: 'abandoned' },
      },
    },
    redirectingToGateway: { type: 'final', output: (args) => ({ status: 'redirectingToGateway', ...paid(args) }) },
    booked: { type: 'final', output: (args) => ({ status: 'booked', ...paid(args) }) },
    abandoned: { type: 'final', output: { status: 'abandoned' } },
  },
  output: ({ event }) => (event as DoneStateEvent<PaymentOutput>).output,
});

/** The payment machine with a product's book call (the page's wire call, untouched). */
export function paymentWith<B>(book: (input: { booking: B }) => Promise<PaymentOutcome>) {
  return paymentMachine.provide({
    actors: { book: fromPromise<PaymentOutcome, PaymentCallInput>(({ input }) => book(input as { booking: B })) },
  });
}
