import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../store/db';
import { insuranceCategories, insurancePlans, insurancePremiumRates } from '../../store/schema-insurance-catalog';
import { type PaxQuote, type PlanPricing, type PlanRow, type QuoteTrip, type RateRow, pricePlan } from './plan-pricing';

/*
 * The sandbox insurer's quotes. Deterministic: the same trip and plan give the same premiums and
 * the same recordid, so a page reload, the review page's re-pricing and the booking all agree.
 */

export type CategoryRow = typeof insuranceCategories.$inferSelect;
export type { PaxQuote, PlanRow };

export interface QuoteRequest extends QuoteTrip {
  categoryid: string;
}

export interface PriceQuote {
  recordid: string;
  plan: PlanRow;
  category: CategoryRow;
  /** Days of the trip. */
  days: number;
  perPax: PaxQuote[];
  premiumPaise: bigint;
  gstPaise: bigint;
  totalPaise: bigint;
}

/** One plan of a category search: priced, or refused with the reason (then its amounts are 0). */
export interface PlanOffer extends PlanPricing {
  recordid: string;
  plan: PlanRow;
}

/** 'INS' + 20 hex digits of a hash of the normalised request (category, plan, dates, birth dates). */
export function quoteRecordId(request: QuoteRequest, plancode: string): string {
  const normal = [
    request.categoryid,
    plancode,
    request.startdate,
    request.enddate,
    ...request.paxList.map((p) => `${p.paxnumber}:${p.dob}`),
  ];
  return `INS${createHash('sha256').update(JSON.stringify(normal)).digest('hex').slice(0, 20).toUpperCase()}`;
}

export async function findCategory(tx: Executor, categoryid: string): Promise<CategoryRow | undefined> {
  const [category] = await tx.select().from(insuranceCategories).where(eq(insuranceCategories.id, categoryid));
  return category;
}

async function ratesOf(tx: Executor, planCodes: string[]): Promise<RateRow[]> {
  if (planCodes.length === 0) return [];
  return tx.select().from(insurancePremiumRates).where(inArray(insurancePremiumRates.planCode, planCodes));
}

/** Every plan of the request's category, eligible or not, in catalogue order. */
export async function quoteCategory(tx: Executor, request: QuoteRequest): Promise<PlanOffer[]> {
  const plans = await tx
    .select()
    .from(insurancePlans)
    .where(eq(insurancePlans.categoryId, request.categoryid))
    .orderBy(asc(insurancePlans.sortOrder), asc(insurancePlans.code));
  const rates = await ratesOf(
    tx,
    plans.map((p) => p.code),
  );
  return plans.map((plan) => ({
    ...pricePlan(
      plan,
      rates.filter((r) => r.planCode === plan.code),
      request,
    ),
    recordid: quoteRecordId(request, plan.code),
    plan,
  }));
}

/** One plan of the request's category, or why the insurer will not quote it. */
export async function quotePlan(
  tx: Executor,
  request: QuoteRequest,
  plancode: string,
): Promise<PriceQuote | { refused: string }> {
  const [plan] = await tx
    .select()
    .from(insurancePlans)
    .where(and(eq(insurancePlans.code, plancode), eq(insurancePlans.categoryId, request.categoryid)));
  if (!plan) return { refused: `Plan ${plancode} is not offered in this insurance category` };
  const category = await findCategory(tx, plan.categoryId);
  if (!category) return { refused: `Plan ${plancode} is not offered in this insurance category` };
  const pricing = pricePlan(plan, await ratesOf(tx, [plan.code]), request);
  if (pricing.refused) return { refused: pricing.refused };
  return {
    recordid: quoteRecordId(request, plan.code),
    plan,
    category,
    days: pricing.days,
    perPax: pricing.perPax,
    premiumPaise: pricing.premiumPaise,
    gstPaise: pricing.gstPaise,
    totalPaise: pricing.totalPaise,
  };
}
