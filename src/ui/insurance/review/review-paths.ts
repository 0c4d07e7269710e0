import type { InsuranceDomint } from '../../../domain/insurance-query';
import { encodeResultsQuery, type InsuranceReviewQuery } from '../../../domain/insurance-query';

/** The results page's `ins` for the search this review came from (docs/product.md#insurance-search: the results query). */
export function resultsInsFor(query: InsuranceReviewQuery, domint: InsuranceDomint): string {
  return encodeResultsQuery({
    categoryid: query.categoryid,
    categorycode: query.categorycode,
    noofpax: query.noofpax,
    startdate: query.startdate,
    enddate: query.enddate,
    domint,
    paxList: query.paxList,
  });
}

/**
 * This page's own address without `payment=failed`: where the card gateway returns after a failed
 * payment (it adds `payment=failed` itself), so the user lands here again to pay once more.
 */
export function reviewPagePath(ins: string, approvalid: string): string {
  const search = new URLSearchParams({ ins });
  if (approvalid) search.set('approvalid', approvalid);
  return `/insurance/book?${search.toString()}`;
}
