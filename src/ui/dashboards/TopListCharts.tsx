import { parseMinorUnits } from '../../domain/money';
import { Money } from '../components/Money';
import type { DashboardData } from './dashboard-api';
import { BarFigure } from './BarFigure';
import { barValue, rupeeBar } from './chart-rules';

export interface ChartsProps {
  data: DashboardData;
  /** Formats a bar's whole rupees through the money display. */
  rupees: (value: number) => string;
}

const count = (value: number) => String(value);
const money = (amount: string) => <Money minor={parseMinorUnits(amount)} />;

interface SpendRow {
  label: string;
  bookings: number;
  amount: string;
}

/** A top list by spend: one bar per row, its bookings and spend in the figure's table. */
function SpendBars({ title, column, rows, rupees }: { title: string; column: string; rows: SpendRow[]; rupees: ChartsProps['rupees'] }) {
  return (
    <BarFigure
      title={title}
      measure="Spend"
      layout="across"
      format={rupees}
      columns={[column, 'Bookings', 'Spend']}
      bars={rows.map((r) => ({ label: r.label, value: rupeeBar(r.amount), cells: [r.bookings, money(r.amount)] }))}
    />
  );
}

/** The four top lists as bars across, the most first, as the server orders them. */
export function TopListCharts({ data, rupees }: ChartsProps) {
  return (
    <>
      <SpendBars
        title="Top spending travellers"
        column="Traveller"
        rows={data.topspendingtravellers.map((r) => ({ ...r, label: r.travellername }))}
        rupees={rupees}
      />
      <BarFigure
        title="Travellers out of policy"
        measure="Out-of-policy bookings"
        layout="across"
        format={count}
        columns={['Traveller', 'Out-of-policy bookings', 'Spend']}
        bars={data.violatingtravellers.map((r) => ({ label: r.travellername, value: barValue(r.outofpolicy), cells: [r.outofpolicy, money(r.amount)] }))}
      />
      <SpendBars title="Top merchants" column="Merchant" rows={data.topexpensemerchants.map((r) => ({ ...r, label: r.name }))} rupees={rupees} />
      <SpendBars title="Top expense categories" column="Category" rows={data.topexpensecategories.map((r) => ({ ...r, label: r.name }))} rupees={rupees} />
    </>
  );
}

/** Days booked ahead and approval delays: every bucket in its order, bookings per bucket. */
export function BucketCharts({ data }: Pick<ChartsProps, 'data'>) {
  return (
    <>
      <BarFigure
        title="Advance purchase"
        measure="Bookings"
        layout="upright"
        format={count}
        columns={['Days ahead', 'Bookings', 'Spend']}
        bars={data.advancepurchase.map((r) => ({ label: r.bucket, value: barValue(r.bookings), cells: [r.bookings, money(r.amount)] }))}
      />
      <BarFigure
        title="Approval delay"
        measure="Bookings"
        layout="upright"
        format={count}
        columns={['Hours to decide', 'Bookings', 'Average hours']}
        bars={data.approvaldelaytimecompliance.map((r) => ({ label: r.bucket, value: barValue(r.bookings), cells: [r.bookings, r.averagehours] }))}
      />
    </>
  );
}
