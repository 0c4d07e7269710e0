/** The report page's path (Mantine's polymorphic links take a plain `to`, so the param is filled here). */
export const expenseReportPath = (reportid: string) => `/expenses/${encodeURIComponent(reportid)}`;
