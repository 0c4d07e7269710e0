import { SettlementSummary } from './finance/SettlementSummary';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ExpenseReport } from '../../contract/expenses/report-shape';
import { FINANCE_PAY_STATUSES } from '../../domain/expense-report';
import { showAmount } from './expense-format';
import { ReportStatusBadge } from './ReportStatusBadge';

/** The report's title, number, status and trip, and its sums in the base currency. */
export function ReportSummary({ report }: { report: ExpenseReport }) {
  // Finance's allowed sum means something only once they verified the report.
  const verified = report.status === 'reimbursed' || FINANCE_PAY_STATUSES.includes(report.status);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Title order={1}>{report.title}</Title>
          <Text c="dimmed" size="sm">
            {report.reportno}
            {report.tripname ? ` · Trip ${report.tripname}` : ''}
            {report.claimant ? ` · ${report.claimant}` : ''}
          </Text>
        </Stack>
        <ReportStatusBadge status={report.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label="Total" value={showAmount(report.total, report.currency)} />
        <Figure label="Reimbursable" value={showAmount(report.reimbursable, report.currency)} />
        {verified && <Figure label="Allowed" value={showAmount(report.allowed, report.currency)} />}
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} aria-label={label}>
        {value}
      </Text>
    </Card>
  );
}

/** The trip's advance, how it settled against the claim, and the payment, when there are any. */
export function ReportMoney({ report }: { report: ExpenseReport }) {
  const { advance, settlement, payment, currency } = report;
  if (!advance && !settlement && !payment) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {advance && (
        <Card withBorder padding="sm">
          <Title order={3} size="h5">
            Advance
          </Title>
          <Text size="sm">
            {showAmount(advance.amount, advance.currency)}
            {advance.currency !== currency ? ` (${showAmount(advance.baseamount, currency)} at ${advance.rate})` : ''}
          </Text>
        </Card>
      )}
      {settlement && <SettlementSummary settlement={settlement} currency={currency} />}
      {payment && (
        <Card withBorder padding="sm">
          <Title order={3} size="h5">
            Payment
          </Title>
          <Text size="sm">
            To {payment.bankname} ····{payment.accountlast4}
          </Text>
          <Text size="sm">
            {payment.paidon ? `Paid ${payment.paidon.slice(0, 10)}, reference ${payment.reference}` : 'In process'}
          </Text>
        </Card>
      )}
    </SimpleGrid>
  );
}
