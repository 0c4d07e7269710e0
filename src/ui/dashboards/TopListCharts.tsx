import { BarFigure } from './BarFigure';
import type { ReportTable } from './report-tables';

export interface ChartsProps {
  tables: Record<ReportTable['id'], ReportTable>;
  /** Formats a bar's whole rupees through the money display. */
  rupees: (value: number) => string;
  period: string;
}

const count = (value: number) => String(value);

/** The four top lists as bars across, the most first, as the server orders them. */
export function TopListCharts({ tables, rupees, period }: ChartsProps) {
  return (
    <>
      <BarFigure table={tables.topspendingtravellers} valueColumn={2} measure="Spend" layout="across" format={rupees} period={period} />
      <BarFigure table={tables.violatingtravellers} valueColumn={1} measure="Out-of-policy bookings" layout="across" format={count} period={period} />
      <BarFigure table={tables.topexpensemerchants} valueColumn={2} measure="Spend" layout="across" format={rupees} period={period} />
      <BarFigure table={tables.topexpensecategories} valueColumn={2} measure="Spend" layout="across" format={rupees} period={period} />
    </>
  );
}

/** Days booked ahead and approval delays: every bucket in its order, bookings per bucket. */
export function BucketCharts({ tables, period }: Omit<ChartsProps, 'rupees'>) {
  return (
    <>
      <BarFigure table={tables.advancepurchase} valueColumn={1} measure="Bookings" layout="upright" format={count} period={period} />
      <BarFigure table={tables.approvaldelaytimecompliance} valueColumn={1} measure="Bookings" layout="upright" format={count} period={period} />
    </>
  );
}
