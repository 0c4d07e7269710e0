/* The insurer reads of docs/operations.md (TG-INSURANCE), shaped for the insurance pages and machine. */
import { useEffect, useState } from 'react';
import { api, normalizeList } from '../../api';
import {
  getInsuranceCategories,
  getInsurancePlanBenefits,
  getInsuranceTax,
  searchInsurance,
  type InsuranceCategory,
  type InsurancePlan,
  type InsurancePlanBenefit,
  type InsurancePriceResult,
} from '../../contract/insurance/operations';
import { durationDays } from '../../domain/insurance-premium';
import type { InsuranceDomint, InsuranceResultsQuery, InsuranceReviewQuery } from '../../domain/insurance-query';
import { PRICE_FAILED_MESSAGE, type PriceOutcome } from '../../machines/insurance/insurance.logic';
import type { FetchPriceInput, SearchPlansInput } from '../../machines/insurance/insurance.machine';

export async function fetchInsuranceCategories(): Promise<InsuranceCategory[]> {
  const body = await api.callOperation(getInsuranceCategories, {});
  return normalizeList(body[0]?.InsuranceCategory);
}

/** The categories for the search forms; an unreadable list is an empty one (docs/product.md#error-messages: lists fail silently). */
export function useInsuranceCategories(): InsuranceCategory[] {
  const [categories, setCategories] = useState<InsuranceCategory[]>([]);
  useEffect(() => {
    let live = true;
    fetchInsuranceCategories().then(
      (list) => live && setCategories(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return categories;
}

/** InsuranceSearchRequest (docs/product.md#records) of a results query: the duration is derived from the dates. */
function searchRequest(query: Omit<InsuranceResultsQuery, 'domint'>, domint: InsuranceDomint, tripid: string) {
  return {
    categoryid: query.categoryid,
    categorycode: query.categorycode,
    daylimit: durationDays(query.startdate, query.enddate),
    noofpax: query.noofpax,
    startdate: query.startdate,
    enddate: query.enddate,
    domint,
    tripid,
    paxList: query.paxList,
  };
}

export async function searchInsurancePlans({ request, tripid }: SearchPlansInput): Promise<InsurancePlan[]> {
  const body = await api.callOperation(searchInsurance, {
    jsondata: searchRequest(request, request.domint, tripid),
  });
  return normalizeList(body.InsuranceSearchResponse.results[0]?.InsuranceSearchResult);
}

/** An empty list is the spec's 'No Plan Benefits for this Plan'. */
export async function fetchPlanBenefits(plancode: string): Promise<InsurancePlanBenefit[]> {
  const body = await api.callOperation(getInsurancePlanBenefits, { plancode });
  return normalizeList(body[0]?.InsurancePlanBenefits);
}

/** The review query carries no domestic/international flag: the category says which it is. */
async function domintOf(query: InsuranceReviewQuery): Promise<InsuranceDomint> {
  const categories = await fetchInsuranceCategories();
  return categories.find((c) => c.categoryid === query.categoryid)?.domint ?? 'domestic';
}

/** getinsurancetax: the plan priced with the caller's policy; NOK answers the server's message. */
export async function fetchInsurancePrice({
  query,
  tripid,
  approvalid,
}: FetchPriceInput): Promise<PriceOutcome<InsurancePriceResult>> {
  const jsondata = {
    ...searchRequest(query, await domintOf(query), tripid),
    plancode: query.plancode,
    recordid: query.recordid,
    approvalid,
  };
  const body = await api.callOperation(getInsuranceTax, { jsondata });
  if (body.ApiStatus.Status === 'OK' && 'InsuranceTaxResponse' in body)
    return { ok: true, price: body.InsuranceTaxResponse.insurancerecommendation };
  const message = 'ResponseStatus' in body ? body.ResponseStatus.message : '';
  return { ok: false, message: message || PRICE_FAILED_MESSAGE };
}
