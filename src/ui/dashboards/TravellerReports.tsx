import { useMemo } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { formatMoney } from '../../domain/money';
import { BarFigure } from './BarFigure';
import { PieFigure } from './PieFigure';
import type { TravellerDashboardData } from './traveller-dashboard-api';
import type { TravellerWindow } from './traveller-dashboard-search';
import { travellerTables, travellerTotals } from './traveller-tables';
import { TravellerCards } from './TravellerCards';

export interface TravellerReportsProps {
  data: TravellerDashboardData;
  window: TravellerWindow;
  currency: string;
}

const count = (value: number) => String(value);

/** A loaded traveller dashboard: the cards, then a figure per report, each with its own exports. */
export function TravellerReports({ data, window, currency }: TravellerReportsProps) {
  const tables = useMemo(() => travellerTables(data), [data]);
  const totals = useMemo(() => travellerTotals(data), [data]);
  const rupees = (value: number) => formatMoney(BigInt(value) * 100n, currency);
  const period = `${window.from}_${window.to}`;
  return (
    <Stack>
      <TravellerCards totals={totals} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <BarFigure table={tables.spendbymonth} valueColumn={2} measure="Spend" layout="upright" format={rupees} period={period} />
        <PieFigure table={tables.spendbyproduct} valueColumn={2} format={rupees} period={period} />
        <PieFigure table={tables.policy} valueColumn={1} format={count} period={period} />
        <BarFigure table={tables.upcoming} valueColumn={1} measure="Bookings" layout="upright" format={count} period={period} />
      </SimpleGrid>
    </Stack>
  );
}
