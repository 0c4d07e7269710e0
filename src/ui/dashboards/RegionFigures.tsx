import { formatMoney, parseMinorUnits } from '../../domain/money';
import { BarFigure } from './BarFigure';
import { AreaCanvas, StackedBarCanvas } from './chart-canvases';
import { MAX_BARS, chartHeight } from './chart-rules';
import type { ReportTable } from './report-tables';
import { ReportFigure } from './ReportFigure';

export interface RegionFigureProps {
  table: ReportTable;
  period: string;
  currency: string;
  /** Lists the bookings behind a row: a click on its bar (or month), or its name in the shown table. */
  onOpenRow?: (row: number) => void;
}

/** Spend by region; a bar's tooltip lists every column of its row (trips, spend by product, averages, nights). */
export function RegionSpendFigure({ table, period, currency, onOpenRow }: RegionFigureProps) {
  const cell = (i: number, value: string | number) => (table.columns[i]!.kind === 'money' ? formatMoney(parseMinorUnits(String(value)), currency) : String(value));
  const details = (row: ReportTable['rows'][number]) => table.columns.slice(1).map((c, i) => ({ label: c.label, value: cell(i + 1, row[i + 1]!) }));
  const rupees = (value: number) => formatMoney(BigInt(value) * 100n, currency);
  // Column 6 is the region's total spend.
  return <BarFigure table={table} valueColumn={6} measure="Total spend" layout="across" format={rupees} period={period} details={details} onOpenRow={onOpenRow} />;
}

/** Enough distinct colours for the regions an area chart can tell apart; the hidden table lists them all. */
const PALETTE = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'lime.7', 'cyan.6', 'pink.6', 'indigo.6', 'yellow.7'];

/** Trips per region month by month, the regions with most spend drawn (the table's column order). */
export function RegionTripsFigure({ table, period, onOpenRow }: Omit<RegionFigureProps, 'currency'>) {
  const regions = table.columns.slice(1, 1 + PALETTE.length);
  // Series keys by position: region names may hold dots, which recharts would read as paths.
  const series = regions.map((c, i) => ({ name: `r${i}`, label: c.label, color: PALETTE[i]! }));
  const data = table.rows.map((row) => Object.fromEntries([['month', row[0]!], ...regions.map((_, i) => [`r${i}`, row[i + 1]!])]) as Record<string, string | number>);
  const drawn = regions.length > 0 && data.length > 0;
  return (
    <ReportFigure
      table={table}
      period={period}
      height={300}
      canvas={drawn ? <AreaCanvas height={300} data={data} dataKey="month" series={series} onPointClick={onOpenRow} /> : null}
      onOpenRow={onOpenRow}
    />
  );
}

type StackSeries = { name: string; label: string; color: string }[];

/** Trips per department in two stacked parts (the table's second and third columns); either part lists all its bookings. */
function DepartmentStackFigure({ table, period, series, onOpenRow }: Omit<RegionFigureProps, 'currency'> & { series: StackSeries }) {
  const shown = { ...table, rows: table.rows.slice(0, MAX_BARS) };
  const data = shown.rows.map(([label, first, second]) => ({ label: label!, [series[0]!.name]: first!, [series[1]!.name]: second! }));
  const height = chartHeight(data.length);
  return (
    <ReportFigure
      table={shown}
      period={period}
      height={height}
      canvas={data.length > 0 ? <StackedBarCanvas height={height} data={data} series={series} onBarClick={onOpenRow} /> : null}
      onOpenRow={onOpenRow}
    />
  );
}

const POLICY_SERIES: StackSeries = [
  { name: 'inpolicy', label: 'In policy', color: 'teal.6' },
  { name: 'outofpolicy', label: 'Out of policy', color: 'red.6' },
];
const TRAVEL_SERIES: StackSeries = [
  { name: 'domestic', label: 'Domestic', color: 'blue.6' },
  { name: 'international', label: 'International', color: 'orange.6' },
];

/** Trips in and out of policy per department, stacked so each bar is the department's trips. */
export const RegionPolicyFigure = (props: Omit<RegionFigureProps, 'currency'>) => <DepartmentStackFigure {...props} series={POLICY_SERIES} />;

/** Domestic and international trips per department (the financial group), stacked. */
export const DepartmentTravelFigure = (props: Omit<RegionFigureProps, 'currency'>) => <DepartmentStackFigure {...props} series={TRAVEL_SERIES} />;
