import { type RescheduleQuote, flightRescheduleQuote } from '../../../src/contract/flights/reschedule';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import { defineHandler } from '../../dispatch/types';
import { travellerName } from './cancel-access';
import { refundDestination } from './cancel-quote';
import { type ReschedulePlan, planReschedule } from './reschedule-plan';

/* TG-FLIGHTRESCHEDULEQUOTE: what changing to the chosen fares costs or gives back now; changes nothing. */

export function quoteOf(plan: ReschedulePlan): RescheduleQuote {
  const { booking, price } = plan;
  return {
    reftxid: booking.txid,
    newfare: minorUnitsToDecimal(price.totalPaise),
    changefee: minorUnitsToDecimal(plan.feePaise),
    credit: minorUnitsToDecimal(plan.creditPaise),
    payable: minorUnitsToDecimal(plan.payablePaise),
    refund: minorUnitsToDecimal(plan.refundPaise),
    refundto: refundDestination(booking),
    inpolicy: price.inpolicy,
    policyviolationreason: price.policyviolationreason,
    approvalrequired: price.approvalrequired,
    reasonrequired: !price.inpolicy,
    travellers: plan.changes.map((change) => ({
      paxsno: change.paxSno,
      name: travellerName(plan.travellers.find((t) => t.paxSno === change.paxSno)!),
      paid: minorUnitsToDecimal(change.paidPaise),
      changefee: minorUnitsToDecimal(change.feePaise),
    })),
  };
}

export const flightRescheduleQuoteHandler = defineHandler(flightRescheduleQuote)(async (ctx, { jsondata }) => {
  const plan = await planReschedule(ctx, jsondata);
  if ('refused' in plan) return { ResponseStatus: { status: 'NOK' as const, message: plan.refused }, quote: null };
  return { ResponseStatus: { status: 'OK' as const, message: '' }, quote: quoteOf(plan) };
});
