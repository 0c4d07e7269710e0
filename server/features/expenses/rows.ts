import type { expenseLines, expenseReports } from '../../store/schema';

/* Row types of the expense tables, and the texts every expense handler refuses with. */

export type ReportRow = typeof expenseReports.$inferSelect;
export type LineRow = typeof expenseLines.$inferSelect;

export const REPORT_NOT_FOUND = 'reportid: expense report not found';
export const LINE_NOT_FOUND = 'lineid: expense line not found';
export const OK = { status: 'OK' as const };
