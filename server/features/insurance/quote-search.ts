import type { InsurancePlan, InsuranceSearchRequest } from '../../../src/contract/insurance/operations';
import { ageLimitText, isoToday } from '../../../src/domain/insurance-premium';
import type { HandlerContext } from '../../dispatch/types';
import { requireInsuranceCategory } from './quote-request';
import { type PlanOffer, insuranceSupplier } from './supplier';
import { minorUnitsToDecimal } from '../../../src/domain/money';

/*
 * TG-INSURANCE search: every plan of the category, priced for these travellers and dates. Plans
 * that refuse an age or the trip's length stay in the list (eligible false, with the reason), so
 * the page can say why rather than hide them.
 */

function planOf(offer: PlanOffer): InsurancePlan {
  const { plan } = offer;
  const agelimit = ageLimitText(plan.minAge, plan.maxAge);
  return {
    recordid: offer.recordid,
    plancode: plan.code,
    name: plan.name,
    totalpremium: minorUnitsToDecimal(offer.totalPaise),
    basepremium: minorUnitsToDecimal(offer.premiumPaise),
    gst: minorUnitsToDecimal(offer.gstPaise),
    currency: 'INR',
    daylimit: plan.dayLimit,
    agelimit,
    minage: plan.minAge,
    maxage: plan.maxAge,
    eligible: offer.refused === null,
    ineligiblereason: offer.refused ?? '',
    paxWiseInfo: offer.perPax.map((pax) => ({
      paxnumber: pax.paxnumber,
      name: `Traveller ${pax.paxnumber}`,
      premium: minorUnitsToDecimal(pax.premiumPaise),
      gst: minorUnitsToDecimal(pax.gstPaise),
      age: pax.age,
      agelimit,
      daylimit: plan.dayLimit,
      plancode: plan.code,
    })),
  };
}

/** Eligible plans first (cheapest first), then the refused ones in catalogue order. */
function byEligibilityAndPrice(a: PlanOffer, b: PlanOffer): number {
  if ((a.refused === null) !== (b.refused === null)) return a.refused === null ? -1 : 1;
  if (a.refused !== null) return 0;
  return a.totalPaise < b.totalPaise ? -1 : a.totalPaise > b.totalPaise ? 1 : 0;
}

export async function searchPlans(ctx: HandlerContext, request: InsuranceSearchRequest): Promise<InsurancePlan[]> {
  const category = await requireInsuranceCategory(ctx, request);
  const offers = await insuranceSupplier().search.results(ctx.tx, category, request, isoToday(ctx.now));
  return [...offers].sort(byEligibilityAndPrice).map(planOf);
}
