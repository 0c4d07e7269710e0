import type { Duplicate } from '../../../src/contract/expenses/line-shape';
import type { HandlerContext } from '../../dispatch/types';
import { reportDetail } from './detail';
import { OK, type ReportRow } from './rows';

/** The answer of every call on one report: the report in full, as the caller may see it. */
export async function detail(ctx: HandlerContext, report: ReportRow, duplicates?: ReadonlyMap<string, Duplicate[]>) {
  return { ResponseStatus: OK, report: await reportDetail(ctx, report, duplicates) };
}
