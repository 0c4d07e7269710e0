import { serializeCsv } from '../../domain/csv';
import { parseMinorUnits } from '../../domain/money';
import { pdfMoney, pdfWriter } from '../shared/pdf-writer';
import type { ReportCell, ReportColumn, ReportTable } from './report-tables';

/*
 * The dashboard's exports, made in the browser from the tables on screen (report-tables.ts), so
 * they work offline from a stored dashboard too. This module and the libraries it pulls in load
 * only when someone exports (DashboardExports.tsx imports it on demand).
 */

/** Excel's Indian grouping: 1,23,45,678.00. */
const INDIAN_AMOUNT = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';

/** Excel's "CSV UTF-8": a byte-order mark so names outside ASCII open right. */
const BOM = '\uFEFF';

export function tableCsv(table: ReportTable): Blob {
  const rows = [table.columns.map((c) => c.label), ...table.rows.map((row) => row.map(String))];
  return new Blob([BOM + serializeCsv(rows)], { type: 'text/csv;charset=utf-8' });
}

function excelCell(column: ReportColumn, value: ReportCell) {
  if (column.kind === 'money') return { value: Number(value), type: Number, format: INDIAN_AMOUNT };
  if (column.kind === 'number') return { value: Number(value), type: Number, format: '0.00' };
  if (column.kind === 'count') return { value: Number(value), type: Number };
  return { value: String(value), type: String };
}

/** One sheet per table, amounts as numbers a spreadsheet can add up. */
export async function tablesXlsx(tables: readonly ReportTable[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const sheets = tables.map((table) => ({
    // Excel allows sheet names of at most 31 characters.
    sheet: (table.sheet ?? table.title).slice(0, 31),
    data: [
      table.columns.map((c) => ({ value: c.label, fontWeight: 'bold' as const })),
      ...table.rows.map((row) => row.map((cell, i) => excelCell(table.columns[i]!, cell))),
    ],
    columns: table.columns.map((c) => ({ width: c.kind === 'text' ? 28 : 16 })),
  }));
  return writeXlsxFile(sheets).toBlob();
}

const PRESENTATION = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'opacity', 'font-family', 'font-size', 'font-weight', 'text-anchor'];

/**
 * A chart's SVG as a PNG at twice its size on white. The chart's colours come from the page's
 * CSS (variables), which an SVG drawn as an image cannot see: each element's computed style is
 * written onto a copy first.
 */
export async function chartPng(svg: SVGSVGElement): Promise<Blob> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((element, i) => {
    const style = getComputedStyle(element);
    for (const name of PRESENTATION) copies[i]!.setAttribute(name, style.getPropertyValue(name));
  });
  const { width, height } = svg.getBoundingClientRect();
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: width * 2, height: height * 2 });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The chart could not be drawn.'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

const pdfCell = (column: ReportColumn, value: ReportCell) => (column.kind === 'money' ? pdfMoney(parseMinorUnits(String(value))) : String(value));

export interface DashboardPdfPart {
  table: ReportTable;
  /** The report's chart as drawn on screen, when it has one. */
  chart: Blob | null;
}

/** The whole dashboard on A4: the window, then each report's chart and its rows. */
export async function dashboardPdf(title: string, period: string, parts: readonly DashboardPdfPart[]): Promise<Blob> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${title}, ${period}`);
  doc.setCreator('Voyage');
  const w = pdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.heading(title);
  w.line(period);
  for (const { table, chart } of parts) {
    w.heading(table.title);
    if (chart) w.image(await doc.embedPng(await chart.arrayBuffer()));
    if (table.rows.length === 0) w.line('None in this window.');
    for (const row of table.rows) w.line(row.map((cell, i) => `${i === 0 ? '' : `${table.columns[i]!.label}: `}${pdfCell(table.columns[i]!, cell)}`).join('   '));
  }
  return new Blob([(await doc.save()) as BlobPart], { type: 'application/pdf' });
}
