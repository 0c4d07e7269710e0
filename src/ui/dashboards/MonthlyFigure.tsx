import { MonthBarCanvas } from './chart-canvases';
import { chartHeight, rupeeBar } from './chart-rules';
import type { ReportTable } from './report-tables';
import { ReportFigure } from './ReportFigure';

export interface MonthlyFigureProps {
  /** A monthly table of report-tables.ts: month, bookings, spend, then the measure set against it. */
  table: ReportTable;
  rupees: (value: number) => string;
  period: string;
  onOpenRow?: (row: number) => void;
}

/** Spend against another amount, month by month: two bars per month, every month of the window. */
export function MonthlyFigure({ table, rupees, period, onOpenRow }: MonthlyFigureProps) {
  const [, , spend, other] = table.columns;
  const series = [
    { name: 'spend', label: spend!.label, color: 'blue.6' },
    { name: 'other', label: other!.label, color: 'orange.6' },
  ];
  const data = table.rows.map((row) => ({ label: String(row[0]), spend: rupeeBar(String(row[2])), other: rupeeBar(String(row[3])) }));
  const height = chartHeight(data.length);
  const drawn = data.some((d) => d.spend !== null || d.other !== null);
  return (
    <ReportFigure
      table={table}
      period={period}
      height={height}
      canvas={drawn ? <MonthBarCanvas height={height} data={data} series={series} format={rupees} onBarClick={onOpenRow} /> : null}
      onOpenRow={onOpenRow}
    />
  );
}
