import { and, eq } from 'drizzle-orm';
import type { InsurancePriceResult, InsuranceTaxRequest } from '../../../src/contract/insurance/operations';
import { ageLimitText } from '../../../src/domain/insurance-premium';
import { formatMoney, minorUnitsToDecimal } from '../../../src/domain/money';
import type { HandlerContext } from '../../dispatch/types';
import { insurancePolicies } from '../../store/schema-insurance-catalog';
import { loadApprovedBooking } from '../../workflow/booking-approval-store';
import { resolveInsuranceRequest } from './quote-request';
import { type PriceQuote, insuranceSupplier } from './supplier';

/*
 * The price result of getinsurancetax: the insurer's quote judged against the caller's company
 * policy. Booking calls priceInsurance again on the server, so what is charged is never the page's.
 */

type PolicyRow = typeof insurancePolicies.$inferSelect;

export interface PolicyVerdict {
  inpolicy: boolean;
  policyviolationreason: string;
  /** Whether the company's rule asks for approval of this booking (before any approval id is considered). */
  needsApproval: boolean;
}

/** Pure: the highest traveller premium (before GST) against the limit, and the company's approval rule. */
export function policyVerdict(
  policy: Pick<PolicyRow, 'maxPremiumPaise' | 'approvalRule'> | undefined,
  quote: { perPax: readonly { premiumPaise: bigint }[] },
): PolicyVerdict {
  if (!policy) return { inpolicy: true, policyviolationreason: '', needsApproval: false };
  const limit = BigInt(policy.maxPremiumPaise);
  const highest = quote.perPax.reduce((max, pax) => (pax.premiumPaise > max ? pax.premiumPaise : max), 0n);
  const inpolicy = highest <= limit;
  const policyviolationreason = inpolicy
    ? ''
    : `Premium ${formatMoney(highest, 'INR')} per traveller is above the policy limit of ${formatMoney(limit, 'INR')}`;
  const needsApproval = policy.approvalRule === 'always' || (policy.approvalRule === 'outofpolicy' && !inpolicy);
  return { inpolicy, policyviolationreason, needsApproval };
}

/** An approval clears the need only when it is the caller's, approved, unused, for this plan, and not below today's total. */
async function approvalCovers(ctx: HandlerContext, approvalid: string, quote: PriceQuote): Promise<boolean> {
  if (!approvalid) return false;
  const approved = await loadApprovedBooking(ctx, approvalid, 'insurance');
  if (!approved || approved.totalnetPaise < quote.totalPaise) return false;
  const recommendation = approved.request['insurancerecommendation'] as { plancode?: unknown } | undefined;
  return recommendation?.plancode === undefined || recommendation.plancode === quote.plan.code;
}

export async function priceInsurance(
  ctx: HandlerContext,
  request: InsuranceTaxRequest,
): Promise<InsurancePriceResult | { refused: string }> {
  const category = await resolveInsuranceRequest(ctx, request);
  if ('refused' in category) return category;
  const quote = await insuranceSupplier().price.price(ctx.tx, { query: request, plancode: request.plancode });
  if ('refused' in quote) return quote;
  const [policy] = await ctx.tx
    .select()
    .from(insurancePolicies)
    .where(
      and(eq(insurancePolicies.corporateId, ctx.session.corporateid), eq(insurancePolicies.domint, category.domint)),
    );
  const verdict = policyVerdict(policy, quote);
  const approved = verdict.needsApproval && (await approvalCovers(ctx, request.approvalid, quote));
  const agelimit = ageLimitText(quote.plan.minAge, quote.plan.maxAge);
  return {
    status: 'OK',
    message: '',
    totalnet: minorUnitsToDecimal(quote.totalPaise),
    totalfare: minorUnitsToDecimal(quote.premiumPaise),
    tax: minorUnitsToDecimal(quote.gstPaise),
    currency: 'INR',
    inpolicy: verdict.inpolicy,
    policyid: policy?.id ?? '',
    policyviolationreason: verdict.policyviolationreason,
    approvalrequired: verdict.needsApproval && !approved,
    approvalid: approved ? request.approvalid : '',
    insurancetype: category.domint,
    insurance_name: quote.plan.name,
    insurance_details: quote.plan.details,
    plancode: quote.plan.code,
    recordid: quote.recordid,
    categoryid: category.id,
    categorycode: category.code,
    startdate: request.startdate,
    enddate: request.enddate,
    daylimit: quote.days,
    plandaylimit: quote.plan.dayLimit,
    agelimit,
    paxWiseInfo: quote.perPax.map((pax) => ({
      paxnumber: pax.paxnumber,
      age: pax.age,
      premium: minorUnitsToDecimal(pax.premiumPaise),
      gst: minorUnitsToDecimal(pax.gstPaise),
      daylimit: quote.plan.dayLimit,
      agelimit,
      plancode: quote.plan.code,
    })),
  };
}
