import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ExpenseReportSummary } from '../../contract/expenses/report-shape';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { showAmount } from './expense-format';
import { expenseReportPath } from './expense-paths';
import { ReportStatusBadge } from './ReportStatusBadge';

/** The user's reports, one row each (cards on a phone): title (link), number, trip, status, total, lines. */
export function ReportsTable({ reports }: { reports: readonly ExpenseReportSummary[] }) {
  return (
    <ResponsiveTable striped highlightOnHover captionSide="top" aria-label="Expense reports">
      <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>Reports</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Report</Table.Th>
          <Table.Th>Number</Table.Th>
          <Table.Th>Trip</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Total</Table.Th>
          <Table.Th>Lines</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {reports.map((report) => (
          <Table.Tr key={report.reportid}>
            <Table.Td data-label="Report">
              <Anchor component={Link} to={expenseReportPath(report.reportid)}>
                {report.title}
              </Anchor>
            </Table.Td>
            <Table.Td data-label="Number">{report.reportno}</Table.Td>
            <Table.Td data-label="Trip">
              {report.tripname || (
                <Text c="dimmed" span>
                  —
                </Text>
              )}
            </Table.Td>
            <Table.Td data-label="Status">
              <Group gap={4}>
                <ReportStatusBadge status={report.status} />
                {report.outofpolicy && (
                  <Badge color="red" variant="outline">
                    Out of policy
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td data-label="Total">{showAmount(report.total, report.currency)}</Table.Td>
            <Table.Td data-label="Lines">{report.linecount}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
