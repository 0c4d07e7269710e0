import type { PaymentInput, PaymentOutput } from './payment.machine';

/*
 * The paying step a booking machine wires around the shared payment machine: invoke it as the
 * child 'payment', and map how it ended (booked, off to the card gateway, anything else) onto the
 * machine's own states. The machine's setup names the actor `payment` (paymentMachine), the guard
 * `paymentEndedAs` (paymentEndedAs below) and its own `keepPayment` action, which decides what of
 * the payment's output its context keeps.
 */

type PaymentDone = { event: { output: PaymentOutput } };

/** The guard: the payment ended with `status`. */
export const paymentEndedAs = (
  _: unknown,
  { output, status }: { output: PaymentOutput; status: PaymentOutput['status'] },
) => output.status === status;

const endedAs = (status: PaymentOutput['status']) => ({
  type: 'paymentEndedAs' as const,
  params: ({ event }: PaymentDone) => ({ output: event.output, status }),
});
const keepPayment = { type: 'keepPayment' as const, params: ({ event }: PaymentDone) => event.output };

/** Where the machine goes once the payment ends: paid, at the gateway, or anything else (refused and left). */
export interface PaymentTargets {
  booked: string;
  redirectingToGateway: string;
  otherwise: string;
}

/** The invoke of the payment actor for a paying state; `input` builds the request it books. */
export function paymentInvoke<TContext>(input: (args: { context: TContext }) => PaymentInput, targets: PaymentTargets) {
  return {
    id: 'payment' as const,
    src: 'payment' as const,
    input,
    onDone: [
      { guard: endedAs('booked'), target: targets.booked, actions: keepPayment },
      { guard: endedAs('redirectingToGateway'), target: targets.redirectingToGateway, actions: keepPayment },
      { target: targets.otherwise },
    ],
  };
}
