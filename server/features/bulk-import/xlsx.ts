import ExcelJS from 'exceljs';

/*
 * The XLSX export (docs/features/bulk-import.md "Export"): the CSV's rows as one worksheet. Every
 * cell is written as a string, so a code like 007 stays 007 and nothing can become a formula (a
 * formula is its own cell type, never a string that starts with =). Server-only: the library is
 * far too large for the client bundle.
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Column widths follow the longest value, within reason: a long address must not make the sheet unreadable. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** `rows` header first, as `exportRows` answers them; `sheetName` is the list's label. */
export async function xlsxWorkbook(sheetName: string, rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  for (const row of rows) {
    const added = sheet.addRow([]);
    // Set one by one with an explicit string: addRow would keep strings, but this says so.
    row.forEach((value, i) => {
      added.getCell(i + 1).value = String(value);
    });
  }
  sheet.getRow(1).font = { bold: true };
  const columns = Math.max(0, ...rows.map((r) => r.length));
  for (let c = 1; c <= columns; c += 1) {
    const longest = Math.max(0, ...rows.map((r) => longestLine(r[c - 1] ?? '')));
    sheet.getColumn(c).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const longestLine = (value: string) => Math.max(...value.split('\n').map((line) => line.length));
