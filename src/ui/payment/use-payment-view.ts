import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { paymentMachine } from '../../machines/booking/payment.machine';

export interface PaymentView {
  /** The booking was refused: the page offers RETRY (and a changed request). */
  failed: boolean;
  /** The refusal's message ('' while booking, or before the payment started). */
  error: string;
  /** The book call is running: the page's buttons wait. */
  busy: boolean;
}

/**
 * The payment a booking machine runs (its `payment` child, absent outside the payment), as the
 * booking page shows it. The child's changes do not change the parent's snapshot, so the page
 * subscribes to it.
 */
export function usePaymentView(payment: ActorRefFrom<typeof paymentMachine> | undefined): PaymentView {
  const failed = useSelector(payment, (s) => s?.matches('failed') ?? false);
  const error = useSelector(payment, (s) => s?.context.error ?? '');
  const busy = useSelector(payment, (s) => s?.matches('booking') ?? false);
  return { failed, error, busy };
}
