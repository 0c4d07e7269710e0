import { Badge, Table, Text, Timeline, Title } from '@mantine/core';
import type { ExpenseReport } from '../../contract/expenses/report-shape';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { statusLabel } from './expense-format';

const LEVEL_COLORS: Record<string, string> = {
  approved: 'green',
  rejected: 'red',
  pending: 'yellow',
  waiting: 'gray',
  skipped: 'gray',
};

/** The approval levels (who, where they are, what they said). */
export function ApprovalLevels({ approvals }: Pick<ExpenseReport, 'approvals'>) {
  if (approvals.length === 0) return null;
  return (
    <ResponsiveTable captionSide="top" aria-label="Approvals">
      <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>Approvals</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Level</Table.Th>
          <Table.Th>Approver</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Remarks</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {approvals.map((a) => (
          <Table.Tr key={`${a.level}-${a.approverid}`}>
            <Table.Td data-label="Level">{a.level}</Table.Td>
            <Table.Td data-label="Approver">
              {a.approvername}
              {a.onbehalfof ? ` for ${a.onbehalfof}` : ''}
            </Table.Td>
            <Table.Td data-label="Status">
              <Badge variant="light" color={LEVEL_COLORS[a.status]}>
                {a.status}
              </Badge>
            </Table.Td>
            <Table.Td data-label="Remarks">{a.remarks}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

/** What happened to the report, oldest first. */
export function ReportEvents({ events }: Pick<ExpenseReport, 'events'>) {
  if (events.length === 0) return null;
  return (
    <section aria-label="History">
      <Title order={2} size="h4" mb="sm">
        History
      </Title>
      <Timeline bulletSize={12} lineWidth={2}>
        {events.map((e, i) => (
          <Timeline.Item key={`${e.on}-${i}`} title={`${statusLabel(e.tostatus)} by ${e.by}`}>
            <Text size="xs" c="dimmed">
              {e.on.slice(0, 16).replace('T', ' ')}
            </Text>
            {e.remarks && <Text size="sm">{e.remarks}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
