import { Paper, Table, Text, Title } from '@mantine/core';
import { parseMinorUnits } from '../../domain/money';
import { Money } from '../components/Money';
import { ResponsiveTable } from '../components/ResponsiveTable';
import type { DashboardData } from './dashboard-api';

const GROUP_NAMES = { domestic: 'Domestic', international: 'International' } as const;

/** travelsummary: a row per group, domestic and international; on a phone each row is a card. */
export function TravelSummaryTable({ rows }: { rows: DashboardData['travelsummary'] }) {
  return (
    <Paper withBorder p="md" component="figure" aria-label="Domestic and international" m={0}>
      <Title order={2} size="h4" mb="sm">
        Domestic and international
      </Title>
      <ResponsiveTable aria-label="Travel summary">
        <Table.Thead>
          <Table.Tr>
            {['Travel', 'Bookings', 'Spend', 'In policy', 'Out of policy', 'Cancelled', 'Missed savings'].map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.group}>
              {/* No data-label: on a phone the group's name heads its card. */}
              <Table.Td>
                <Text fw={700}>{GROUP_NAMES[r.group]}</Text>
              </Table.Td>
              <Table.Td data-label="Bookings">{r.bookings}</Table.Td>
              <Table.Td data-label="Spend">
                <Money minor={parseMinorUnits(r.amount)} />
              </Table.Td>
              <Table.Td data-label="In policy">{r.inpolicy}</Table.Td>
              <Table.Td data-label="Out of policy">{r.outofpolicy}</Table.Td>
              <Table.Td data-label="Cancelled">{r.cancelled}</Table.Td>
              <Table.Td data-label="Missed savings">
                <Money minor={parseMinorUnits(r.missed)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
    </Paper>
  );
}
