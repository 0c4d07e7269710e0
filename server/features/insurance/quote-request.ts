import type { InsuranceSearchRequest } from '../../../src/contract/insurance/operations';
import { isoToday } from '../../../src/domain/insurance-premium';
import { insuranceDateProblem } from '../../../src/domain/insurance-premium-dates';
import type { HandlerContext } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { type CategoryRow, findCategory } from '../../suppliers/insurer/quote';

/*
 * What the contract cannot check alone: dates against the server's today, and that the category
 * exists and matches the code and domestic/international flag sent with it.
 */

type CategoryFields = Pick<
  InsuranceSearchRequest,
  'categoryid' | 'categorycode' | 'domint' | 'startdate' | 'enddate' | 'paxList'
>;

/** The request's category, or the first problem (naming its field). */
export async function resolveInsuranceRequest(
  ctx: HandlerContext,
  request: CategoryFields,
): Promise<CategoryRow | { refused: string }> {
  const dateProblem = insuranceDateProblem(request, isoToday(ctx.now));
  if (dateProblem) return { refused: dateProblem };
  const category = await findCategory(ctx.tx, request.categoryid);
  if (!category) return { refused: 'categoryid is not an insurance category' };
  if (category.code !== request.categorycode)
    return { refused: `categorycode does not match categoryid (${category.code})` };
  if (category.domint !== request.domint) return { refused: `domint does not match the category (${category.domint})` };
  return category;
}

/** As resolveInsuranceRequest, answering 400 with the problem: for the search and price calls. */
export async function requireInsuranceCategory(ctx: HandlerContext, request: CategoryFields): Promise<CategoryRow> {
  const resolved = await resolveInsuranceRequest(ctx, request);
  if ('refused' in resolved) throw badRequest(resolved.refused);
  return resolved;
}
