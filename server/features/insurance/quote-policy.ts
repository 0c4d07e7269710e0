import type { InsurancePriceResult, InsuranceTaxRequest } from '../../../src/contract/insurance/operations';
import { ageLimitText } from '../../../src/domain/insurance-premium';
import { formatMoney, minorUnitsToDecimal, parseMinorUnits } from '../../../src/domain/money';
import type { HandlerContext } from '../../dispatch/types';
import { resolveTravelPolicy } from '../../policy/travel-policy';
import { indiaToday } from '../../../src/domain/calendar-days';
import type { InsuranceRules } from '../../../src/contract/policy/rules';
import { loadApprovedBooking } from '../../workflow/booking-approval-store';
import { resolveInsuranceRequest } from './quote-request';
import { type PriceQuote, insuranceSupplier } from './supplier';

/*
 * The price result of getinsurancetax: the insurer's quote judged against the caller's company
 * policy. Booking calls priceInsurance again on the server, so what is charged is never the page's.
 */

export interface PolicyVerdict {
  inpolicy: boolean;
  policyviolationreason: string;
  /** Whether the company's rule asks for approval of this booking (before any approval id is considered). */
  needsApproval: boolean;
}

/**
 * Pure: the highest traveller premium (before GST) against the policy's cap for the trip's kind
 * (no cap = in policy), and the policy's approval rule.
 */
export function policyVerdict(
  rules: InsuranceRules | undefined,
  domint: 'domestic' | 'international',
  quote: { perPax: readonly { premiumPaise: bigint }[] },
): PolicyVerdict {
  if (!rules) return { inpolicy: true, policyviolationreason: '', needsApproval: false };
  const cap = domint === 'domestic' ? rules.domesticmaxpremium : rules.internationalmaxpremium;
  const limit = cap === '' ? null : parseMinorUnits(cap);
  const highest = quote.perPax.reduce((max, pax) => (pax.premiumPaise > max ? pax.premiumPaise : max), 0n);
  const inpolicy = limit === null || highest <= limit;
  const policyviolationreason = inpolicy
    ? ''
    : `Premium ${formatMoney(highest, 'INR')} per traveller is above the policy limit of ${formatMoney(limit!, 'INR')}`;
  const needsApproval = rules.approvalrule === 'always' || (rules.approvalrule === 'outofpolicy' && !inpolicy);
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
  const { corporateid, profileid } = ctx.session;
  const policy = await resolveTravelPolicy(ctx.tx, { corporateid, profileid }, indiaToday(ctx.now));
  const verdict = policyVerdict(policy?.rules.insurance, category.domint, quote);
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
    policyid: policy?.versionId ?? '',
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
