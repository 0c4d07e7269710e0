import { and, eq, ne } from 'drizzle-orm';
import type { HandlerContext } from '../../dispatch/types';
import type { StoredFile } from '../../http/upload-store';
import { expenseLines, expenseReceipts } from '../../store/schema';
import { isFinance, isReportApprover } from './access';

/**
 * Besides its uploader, a receipt may be opened by those who check the claim it is in: the
 * company's finance people and the report's approvers (any round). A receipt on a line in no
 * report stays the uploader's; GET /api/files already looks only inside the caller's company.
 */
export async function mayReadExpenseReceipt(ctx: HandlerContext, file: StoredFile): Promise<boolean> {
  const reports = await ctx.tx
    .selectDistinct({ reportId: expenseLines.reportId })
    .from(expenseReceipts)
    .innerJoin(expenseLines, eq(expenseLines.id, expenseReceipts.lineId))
    .where(and(eq(expenseReceipts.fileId, file.id), eq(expenseReceipts.corporateId, ctx.session.corporateid), ne(expenseLines.reportId, '')));
  if (reports.length === 0) return false;
  if (isFinance(ctx)) return true;
  for (const { reportId } of reports) if (await isReportApprover(ctx, reportId)) return true;
  return false;
}
