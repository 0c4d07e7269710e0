import { PieCanvas } from './chart-canvases';
import { rupeeBar } from './chart-rules';
import type { ReportTable } from './report-tables';
import { ReportFigure } from './ReportFigure';

/** The pie's diameter; with its legend and outside labels the chart is 160 px more each way. */
const PIE_SIZE = 140;
const PIE_HEIGHT = PIE_SIZE + 160;
/** Slices in row order; the first two read as in (teal) and out (red) where a pie has two sides. */
const COLORS = ['teal.6', 'red.6', 'blue.6', 'orange.6', 'grape.6', 'yellow.6', 'cyan.6', 'lime.6', 'pink.6', 'indigo.6'];

export interface PieFigureProps {
  table: ReportTable;
  /** The column the slices draw. */
  valueColumn: number;
  format: (value: number) => string;
  /** The window, for the exported files' names. */
  period: string;
  empty?: string;
}

/** One report's shares as a pie in a ReportFigure (accessible name, hidden table of numbers); zero rows draw no slice. */
export function PieFigure({ table, valueColumn, format, period, empty }: PieFigureProps) {
  const money = table.columns[valueColumn]!.kind === 'money';
  const slices = table.rows
    .map((row, i) => {
      const value = row[valueColumn]!;
      return { name: String(row[0]), value: (money ? rupeeBar(String(value)) : Math.round(Number(value))) ?? 0, color: COLORS[i % COLORS.length]! };
    })
    .filter((s) => s.value > 0);
  const canvas = slices.length > 0 && <PieCanvas size={PIE_SIZE} data={slices} format={format} />;
  return <ReportFigure table={table} period={period} height={PIE_HEIGHT} canvas={canvas || null} empty={empty} />;
}
