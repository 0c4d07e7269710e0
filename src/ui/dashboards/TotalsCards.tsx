import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { SalesReport } from '../../contract/dashboards/operations';
import { parseMinorUnits } from '../../domain/money';
import { Money } from '../components/Money';

/** A dashboard's headline figures as cards: one column on a phone, two on a small screen, four on a desktop. */
export function FigureCards({ cards }: { cards: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} role="list" aria-label="Totals">
      {cards.map(({ label, value }) => (
        <Paper key={label} withBorder p="md" role="listitem" aria-label={label}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz="xl">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

const CARDS: { key: keyof SalesReport; label: string }[] = [
  { key: 'totalsales', label: 'Total sales' },
  { key: 'totalspend', label: 'Total spend' },
  { key: 'missed', label: 'Missed savings' },
  { key: 'totalamendments', label: 'Amendments' },
];

/** TG-TOTALSALESCORPORATE as four cards. */
export function TotalsCards({ totals }: { totals: SalesReport }) {
  return <FigureCards cards={CARDS.map(({ key, label }) => ({ label, value: <Money minor={parseMinorUnits(totals[key])} /> }))} />;
}
