import { assign, fromPromise, setup, type DoneStateEvent } from 'xstate';

/** A product's trip addition (ADDTOTRIP, the insurance one): added (maybe with the server's message), or why not. */
export type AddToTripOutcome = { ok: true; message?: string } | { ok: false; message: string };

/** What the trip call is sent: the booking request as the page built it (it names the trip). */
export interface AddToTripCallInput {
  booking: unknown;
}

export interface AddToTripInput extends AddToTripCallInput {
  /** The product's message for a refusal or a failure that names no reason. */
  failedMessage: string;
}

interface AddToTripContext extends AddToTripInput {
  /** The server's answer to the addition, or the refusal's message. */
  message: string;
}

/** Added (the server's message for the page, '' when none) or refused (the message to show on review). */
export type AddToTripOutput = { status: 'added'; message: string } | { status: 'refused'; error: string };

/** The booking page's trip call, provided by the page that runs the booking (see addToTripWith). */
const notProvided = () => Promise.reject(new Error('addToTrip is not provided'));

const refusal = (outcome: AddToTripOutcome, fallback: string) => (outcome.ok ? '' : outcome.message || fallback);
const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Adding a booking to the trip it names instead of paying for it (the trip's own booking pays for
 * its items later), shared by the flight and the insurance booking machines. One request: added,
 * or refused with the server's message or the error's.
 */
export const addToTripMachine = setup({
  types: {
    context: {} as AddToTripContext,
    input: {} as AddToTripInput,
    output: {} as AddToTripOutput,
  },
  actors: { addToTrip: fromPromise<AddToTripOutcome, AddToTripCallInput>(notProvided) },
  guards: { added: (_, outcome: AddToTripOutcome) => outcome.ok },
  actions: { keepMessage: assign((_, message: string) => ({ message })) },
}).createMachine({
  id: 'addToTrip',
  context: ({ input }) => ({ ...input, message: '' }),
  initial: 'adding',
  states: {
    adding: {
      invoke: {
        id: 'addToTrip',
        src: 'addToTrip',
        input: ({ context }) => ({ booking: context.booking }),
        onDone: [
          {
            guard: { type: 'added', params: ({ event }) => event.output },
            target: 'added',
            actions: {
              type: 'keepMessage',
              params: ({ event }) => (event.output.ok ? (event.output.message ?? '') : ''),
            },
          },
          {
            target: 'refused',
            actions: {
              type: 'keepMessage',
              params: ({ context, event }) => refusal(event.output, context.failedMessage),
            },
          },
        ],
        onError: {
          target: 'refused',
          actions: {
            type: 'keepMessage',
            params: ({ context, event }) => errorText(event.error, context.failedMessage),
          },
        },
      },
    },
    added: { type: 'final', output: ({ context }) => ({ status: 'added', message: context.message }) },
    refused: { type: 'final', output: ({ context }) => ({ status: 'refused', error: context.message }) },
  },
  output: ({ event }) => (event as DoneStateEvent<AddToTripOutput>).output,
});

/** The add-to-trip machine with a product's trip call (the page's wire call, untouched). */
export function addToTripWith<B>(addToTrip: (input: { booking: B }) => Promise<AddToTripOutcome>) {
  return addToTripMachine.provide({
    actors: {
      addToTrip: fromPromise<AddToTripOutcome, AddToTripCallInput>(({ input }) => addToTrip(input as { booking: B })),
    },
  });
}

/** The parent's side: whether the booking was added, and what the page keeps of it either way. */
export const addedToTrip = (output: AddToTripOutput) => output.status === 'added';
export const additionResult = (output: AddToTripOutput) =>
  output.status === 'added' ? { message: output.message } : { error: output.error };
