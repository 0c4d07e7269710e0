import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { SalesReport } from '../../contract/dashboards/operations';
import { parseMinorUnits } from '../../domain/money';
import { Money } from '../components/Money';

const CARDS: { key: keyof SalesReport; label: string }[] = [
  { key: 'totalsales', label: 'Total sales' },
  { key: 'totalspend', label: 'Total spend' },
  { key: 'missed', label: 'Missed savings' },
  { key: 'totalamendments', label: 'Amendments' },
];

/** TG-TOTALSALESCORPORATE as four cards: one column on a phone, four side by side on a desktop. */
export function TotalsCards({ totals }: { totals: SalesReport }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} role="list" aria-label="Totals">
      {CARDS.map(({ key, label }) => (
        <Paper key={key} withBorder p="md" role="listitem" aria-label={label}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz="xl">
            <Money minor={parseMinorUnits(totals[key])} />
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
