import type { InsuranceSearchRequest } from '../../../src/contract/insurance/operations';
import { isoToday } from '../../../src/domain/insurance-premium';
import { insuranceDateProblem } from '../../../src/domain/insurance-premium-dates';
import type { HandlerContext } from '../../dispatch/types';
import { HttpError, badRequest } from '../../http/errors';
import { type CategoryRow, insuranceSupplier } from './supplier';

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
  const category = await insuranceSupplier().search.start(ctx.tx, request);
  if ('problem' in category) return { refused: category.problem };
  // The sandbox insurer always answers; another one may not, and that is no fault of the request.
  if ('supplierDown' in category)
    throw new HttpError(502, 'The insurer is not answering right now. Please try again later.');
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
