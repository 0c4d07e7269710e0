import type { HandlerContext } from '../dispatch/types';
import { expiredMessage } from './expiry';
import { type PaymentChoice, type PayOutcome, payForBooking } from './pay';
import { type BookingProduct, type BookingRecord, awaitsPayment } from './product';

/*
 * The checkout every product shares: one booking per (booker, clientref). The booking is claimed
 * first, waiting for payment, then paid (pay.ts). A retry or a double submit finds the claim: a
 * paid booking answers again, an unpaid one gets a new payment attempt, so nothing is debited or
 * booked twice. What is product-specific (pricing, policy, approval, the row's fields, the wire
 * answer) comes in as steps.
 */

export type Claim<Row> =
  | { row: Row }
  /** A concurrent call with this clientref committed its claim first. */
  | { lost: true }
  /** Refused before anything was saved (price changed, approval needed, seat taken...). */
  | { refused: string };

export interface CheckoutSteps<Row extends BookingRecord, Answer> {
  product: BookingProduct<Row>;
  clientref: string;
  payment: PaymentChoice;
  /** Prices and checks the request, then claims the booking. */
  claim(): Promise<Claim<Row>>;
  /** A paid booking answers as it stands; `again` when it was found again (paid, ticketed, cancelled...). */
  answerBooked(row: Row, again: boolean): Promise<Answer> | Answer;
  /** How the product says 'go to the gateway' and 'not booked'. */
  answerCardPayment(row: Row, paymenturl: string): Answer;
  answerRefused(message: string, row?: Row): Answer;
  /** Message when the claim was lost and the winner cannot be read back. */
  failedMessage: string;
}

function answerPaid<Row extends BookingRecord, Answer>(
  steps: CheckoutSteps<Row, Answer>,
  outcome: PayOutcome<Row>,
  row: Row,
): Promise<Answer> | Answer {
  if ('refused' in outcome) return steps.answerRefused(outcome.refused, row);
  if ('paymenturl' in outcome) return steps.answerCardPayment(outcome.row, outcome.paymenturl);
  return steps.answerBooked(outcome.paid, false);
}

async function resume<Row extends BookingRecord, Answer>(
  ctx: HandlerContext,
  steps: CheckoutSteps<Row, Answer>,
  row: Row,
): Promise<Answer> {
  if (row.status === 'expired') return steps.answerRefused(expiredMessage(steps.product.kind), row);
  if (!awaitsPayment(row)) return steps.answerBooked(row, true);
  return answerPaid(steps, await payForBooking(ctx, steps.product, row, steps.payment), row);
}

export async function checkout<Row extends BookingRecord, Answer>(
  ctx: HandlerContext,
  steps: CheckoutSteps<Row, Answer>,
): Promise<Answer> {
  const find = () => steps.product.findByClientRef(ctx.tx, ctx.session, steps.clientref);
  const earlier = await find();
  if (earlier) return resume(ctx, steps, earlier);
  const claim = await steps.claim();
  if ('refused' in claim) return steps.answerRefused(claim.refused);
  if ('lost' in claim) {
    const winner = await find();
    return winner ? resume(ctx, steps, winner) : steps.answerRefused(steps.failedMessage);
  }
  return answerPaid(steps, await payForBooking(ctx, steps.product, claim.row, steps.payment), claim.row);
}
