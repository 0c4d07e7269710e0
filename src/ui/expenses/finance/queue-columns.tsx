import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ExpenseReportSummary } from '../../../contract/expenses/report-shape';
import { EXPENSE_STATUS_LABELS } from '../../../domain/expense-report';
import { formatDate } from '../../../domain/format';
import type { MasterColumn } from '../../components/MasterTable';
import { expenseReportPath, moneyText } from './money-text';

/** Names a report in controls and questions: "ER100001 of Rahul Verma". */
export const describeReport = (r: ExpenseReportSummary) => `${r.reportno} of ${r.claimant}`;

/** A finance queue's columns; the queues come oldest first from the server, so none sorts. */
export const QUEUE_COLUMNS: MasterColumn<ExpenseReportSummary>[] = [
  {
    key: 'reportno',
    label: 'Report',
    render: (r) => (
      <Anchor component={Link} to={expenseReportPath(r.reportid)} aria-label={`Open ${describeReport(r)}`}>
        {r.reportno}
      </Anchor>
    ),
  },
  { key: 'claimant', label: 'Claimant', render: (r) => r.claimant },
  { key: 'title', label: 'Title', render: (r) => r.title },
  { key: 'submittedon', label: 'Submitted', render: (r) => (r.submittedon ? formatDate(r.submittedon) : '—') },
  { key: 'total', label: 'Total', render: (r) => moneyText(r.total, r.currency) },
  { key: 'reimbursable', label: 'Reimbursable', render: (r) => moneyText(r.reimbursable, r.currency) },
  { key: 'allowed', label: 'Allowed', render: (r) => moneyText(r.allowed, r.currency) },
  {
    key: 'status',
    label: 'Status',
    render: (r) => (
      <Group gap={4}>
        <Badge variant="light">{EXPENSE_STATUS_LABELS[r.status]}</Badge>
        {r.outofpolicy && (
          <Badge color="red" variant="light">
            Out of policy
          </Badge>
        )}
      </Group>
    ),
  },
];
