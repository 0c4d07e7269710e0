import { assign, fromPromise, setup, type DoneStateEvent } from 'xstate';

/** A product's approval request (TG-FLIGHTBOOKINGAPPROVAL, the insurance one): the approval it opened, or why not. */
export type ApprovalOutcome = { ok: true; approvalid: string; message: string } | { ok: false; message: string };

/** What the approval call is sent: the booking request as the page built it. */
export interface ApprovalCallInput {
  booking: unknown;
}

export interface ApprovalInput extends ApprovalCallInput {
  /** The product's message for a refusal that names no reason, or a call that failed. */
  failedMessage: string;
}

interface ApprovalContext extends ApprovalInput {
  approvalid: string;
  message: string;
  error: string;
}

/** Sent (the approval's id and the server's message for the page) or refused (the message to show on review). */
export type ApprovalOutput =
  { status: 'sent'; approvalid: string; message: string } | { status: 'refused'; error: string };

/** The booking page's approval call, provided by the page that runs the booking (see approvalWith). */
const notProvided = () => Promise.reject(new Error('sendForApproval is not provided'));

/**
 * Sending a booking for approval instead of paying for it, shared by the flight and the insurance
 * booking machines (docs/product.md#screens-and-routes: Send for Approval when the price needs
 * approval). One request: sent, or refused with the server's message. A call that failed outright
 * shows the product's message, not the error's text.
 */
export const approvalMachine = setup({
  types: {
    context: {} as ApprovalContext,
    input: {} as ApprovalInput,
    output: {} as ApprovalOutput,
  },
  actors: { sendForApproval: fromPromise<ApprovalOutcome, ApprovalCallInput>(notProvided) },
  guards: { sent: (_, outcome: ApprovalOutcome) => outcome.ok },
  actions: {
    keepApproval: assign((_, outcome: ApprovalOutcome) =>
      outcome.ok ? { approvalid: outcome.approvalid, message: outcome.message } : {},
    ),
    showError: assign((_, error: string) => ({ error })),
  },
}).createMachine({
  id: 'approval',
  context: ({ input }) => ({ ...input, approvalid: '', message: '', error: '' }),
  initial: 'sending',
  states: {
    sending: {
      invoke: {
        id: 'sendForApproval',
        src: 'sendForApproval',
        input: ({ context }) => ({ booking: context.booking }),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => event.output },
            target: 'sent',
            actions: { type: 'keepApproval', params: ({ event }) => event.output },
          },
          {
            target: 'refused',
            actions: {
              type: 'showError',
              params: ({ context, event }) => (event.output.ok ? '' : event.output.message || context.failedMessage),
            },
          },
        ],
        onError: { target: 'refused', actions: { type: 'showError', params: ({ context }) => context.failedMessage } },
      },
    },
    sent: {
      type: 'final',
      output: ({ context }) => ({ status: 'sent', approvalid: context.approvalid, message: context.message }),
    },
    refused: { type: 'final', output: ({ context }) => ({ status: 'refused', error: context.error }) },
  },
  output: ({ event }) => (event as DoneStateEvent<ApprovalOutput>).output,
});

/** The approval machine with a product's approval call (the page's wire call, untouched). */
export function approvalWith<B>(sendForApproval: (input: { booking: B }) => Promise<ApprovalOutcome>) {
  return approvalMachine.provide({
    actors: {
      sendForApproval: fromPromise<ApprovalOutcome, ApprovalCallInput>(({ input }) =>
        sendForApproval(input as { booking: B }),
      ),
    },
  });
}

/** The parent's side: whether the request was sent, and what the page keeps of it either way. */
export const approvalSent = (output: ApprovalOutput) => output.status === 'sent';
export const approvalResult = (output: ApprovalOutput) =>
  output.status === 'sent' ? { approvalid: output.approvalid, message: output.message } : { error: output.error };
