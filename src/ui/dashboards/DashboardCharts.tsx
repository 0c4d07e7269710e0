import { BarFigure } from './BarFigure';
import { MonthlyFigure } from './MonthlyFigure';
import type { ReportTable } from './report-tables';

export interface ChartsProps {
  tables: Record<ReportTable['id'], ReportTable>;
  /** Formats a bar's whole rupees through the money display. */
  rupees: (value: number) => string;
  period: string;
  /** Whether the dashboard config shows a widget to the caller's role. */
  shows: (widget: ReportTable['id']) => boolean;
  /** Lists the bookings behind a row of a table (a bar). */
  onDrill: (table: ReportTable, row: number) => void;
}

interface ChartSpec {
  id: ReportTable['id'];
  /** The table's column the bars draw. */
  valueColumn: number;
  measure: string;
  /** Top lists go across, the most first as the server orders them; buckets stand upright in their order. */
  layout: 'across' | 'upright';
}

const CHARTS: ChartSpec[] = [
  { id: 'topspendingtravellers', valueColumn: 2, measure: 'Spend', layout: 'across' },
  { id: 'violatingtravellers', valueColumn: 1, measure: 'Out-of-policy bookings', layout: 'across' },
  { id: 'topexpensemerchants', valueColumn: 2, measure: 'Spend', layout: 'across' },
  { id: 'topexpensecategories', valueColumn: 2, measure: 'Spend', layout: 'across' },
  { id: 'advancepurchase', valueColumn: 1, measure: 'Bookings', layout: 'upright' },
  { id: 'approvaldelaytimecompliance', valueColumn: 1, measure: 'Bookings', layout: 'upright' },
];

const count = (value: number) => String(value);

/** TG-SALESBYMONTH's charts: the dashboard config has no widget for them, so they always show. */
const MONTHLY: ReportTable['id'][] = ['spendmissedbymonth', 'spendamendmentsbymonth'];

/** The dashboard's bar charts, those the config shows, in their order, then the months. */
export function DashboardCharts({ tables, rupees, period, shows, onDrill }: ChartsProps) {
  return (
    <>
      {CHARTS.filter((c) => shows(c.id)).map(({ id, valueColumn, measure, layout }) => {
        const table = tables[id];
        const format = table.columns[valueColumn]!.kind === 'money' ? rupees : count;
        return <BarFigure key={id} table={table} valueColumn={valueColumn} measure={measure} layout={layout} format={format} period={period} onOpenRow={(row) => onDrill(table, row)} />;
      })}
      {MONTHLY.map((id) => (
        <MonthlyFigure key={id} table={tables[id]} rupees={rupees} period={period} onOpenRow={(row) => onDrill(tables[id], row)} />
      ))}
    </>
  );
}
