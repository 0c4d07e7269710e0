import { MAX_BARS, barValue, chartHeight, rupeeBar } from './chart-rules';
import type { BarDetail } from './BarCanvas';
import { BarCanvas } from './chart-canvases';
import type { ReportTable } from './report-tables';
import { ReportFigure } from './ReportFigure';

export interface BarFigureProps {
  table: ReportTable;
  /** The column the bars draw. */
  valueColumn: number;
  /** Names the bars' value in the tooltip. */
  measure: string;
  /** Bars across (top lists) or upright (buckets in their order). */
  layout: 'across' | 'upright';
  format: (value: number) => string;
  /** The window, for the exported files' names. */
  period: string;
  empty?: string;
  /** Lines a bar's tooltip lists instead of the measure alone (a region's breakdown), by row. */
  details?: (row: ReportTable['rows'][number]) => BarDetail[];
  /** Lists the bookings behind a bar (its row of the table). */
  onOpenRow?: (row: number) => void;
}

/** One report's bars in a ReportFigure (accessible name, hidden table of numbers). At most 20 bars. */
export function BarFigure({ table, valueColumn, measure, layout, format, period, empty, details, onOpenRow }: BarFigureProps) {
  const shown = { ...table, rows: table.rows.slice(0, MAX_BARS) };
  const money = table.columns[valueColumn]!.kind === 'money';
  const bars = shown.rows.map((row) => {
    const value = row[valueColumn]!;
    return { label: String(row[0]), value: money ? rupeeBar(String(value)) : barValue(Number(value)), details: details?.(row) };
  });
  const height = chartHeight(bars.length);
  const canvas = bars.length > 0 && <BarCanvas height={height} data={bars} measure={measure} layout={layout} format={format} onBarClick={onOpenRow} />;
  return <ReportFigure table={shown} period={period} height={height} canvas={canvas || null} empty={empty} onOpenRow={onOpenRow} />;
}
