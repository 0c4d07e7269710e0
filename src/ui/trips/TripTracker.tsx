import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '../components/ResponsiveTable';
import type { TripDetail } from '../../db/trips-types';
import { readableCode, statusName } from '../../domain/display-names';
import { formatTimestamp } from '../../domain/format';

/** The tracker (viewtrackerfortriptraveller): when, who, what happened, and the remarks. */
export function TripTracker({ rows }: { rows: TripDetail['tracker'] }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Tracker
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            No activity recorded yet.
          </Text>
        ) : (
          <ResponsiveTable aria-label="Tracker">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Remarks</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.trackerid}>
                  <Table.Td data-label="When">{formatTimestamp(row.createdon)}</Table.Td>
                  <Table.Td data-label="Who">{row.byname || row.byprofileid}</Table.Td>
                  <Table.Td data-label="Action">{readableCode(row.action)}</Table.Td>
                  <Table.Td data-label="Status">
                    {/* History keeps each status's own name ("Pending → Approval pending"), not the badge's "Draft". */}
                    {!row.fromstatus || row.fromstatus === row.tostatus
                      ? statusName(row.tostatus)
                      : `${statusName(row.fromstatus)} → ${statusName(row.tostatus)}`}
                  </Table.Td>
                  <Table.Td data-label="Remarks">{row.remarks}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        )}
      </Stack>
    </Paper>
  );
}
