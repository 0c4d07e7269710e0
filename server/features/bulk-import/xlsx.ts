import ExcelJS from 'exceljs';

/*
 * The XLSX export (docs/features/bulk-import.md "Export"): the CSV's rows as one worksheet. Every
 * cell is a string cell, so a code like 007 stays 007 and no cell can run as a formula (a formula
 * is a cell type of its own, never a string that starts with =). Server-only: the library would
 * weigh more than the whole client bundle.
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Widths follow the longest value, within bounds: one long address must not make the sheet unreadable. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

const longestLine = (value: string) => value.split('\n').reduce((n, line) => Math.max(n, line.length), 0);

/** `rows` header first, as `exportRows` answers them; the worksheet is named after the list. */
export async function xlsxWorkbook(sheetName: string, rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  // JavaScript strings are written as string cells as they are: no number or date guessing.
  sheet.addRows(rows.map((row) => [...row]));
  sheet.getRow(1).font = { bold: true };
  const widths: number[] = [];
  for (const row of rows) row.forEach((value, i) => (widths[i] = Math.max(widths[i] ?? 0, longestLine(value))));
  widths.forEach((width, i) => (sheet.getColumn(i + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
