import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Money } from '../components/Money';
import type { travellerTotals } from './traveller-tables';

/** The traveller's four figures as cards, laid out as /dashboard's TotalsCards: one column on a phone, four on a desktop. */
export function TravellerCards({ totals }: { totals: ReturnType<typeof travellerTotals> }) {
  const cards: { label: string; value: ReactNode }[] = [
    { label: 'Total spend', value: <Money minor={totals.spend} /> },
    { label: 'Bookings', value: totals.bookings },
    { label: 'Upcoming trips', value: totals.upcoming },
    { label: 'Missed savings', value: <Money minor={totals.missed} /> },
  ];
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
