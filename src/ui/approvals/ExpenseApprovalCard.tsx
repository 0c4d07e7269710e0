import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ResponseOf } from '../../contract/operation';
import type { getExpenseApprovals } from '../../contract/expenses/queues';
import type { ApprovalDecision } from '../../domain/approval-rules';
import { formatDate } from '../../domain/format';
import { tryParseMinorUnits } from '../../domain/money';
import { Money } from '../components/Money';
import { DecisionControls } from './DecisionControls';

export type ExpenseApproval = ResponseOf<typeof getExpenseApprovals>['reports'][number];

export interface ExpenseApprovalCardProps {
  report: ExpenseApproval;
  busy: boolean;
  onDecide: (decision: ApprovalDecision, remarks: string) => void;
}

/** The employees' report page; approvals link to it by path, not by importing the expenses feature. */
const reportPath = (reportid: string) => `/expenses/${encodeURIComponent(reportid)}`;

/** One expense report waiting for the approver: who claims what, how much, at which level, and the decision. */
export function ExpenseApprovalCard({ report: r, busy, onDecide }: ExpenseApprovalCardProps) {
  const label = `expense report ${r.reportno} of ${r.claimant}`;
  const total = tryParseMinorUnits(r.total);
  return (
    <Card withBorder component="article" aria-label={`Expense report: ${label}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{`${r.claimant} · ${r.title}`}</Text>
          <Group gap="xs">
            <Badge variant="outline">{`Level ${r.level}`}</Badge>
            {r.outofpolicy && (
              <Badge color="red" variant="light">
                Out of policy
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          {`${r.reportno} · ${r.linecount} ${r.linecount === 1 ? 'line' : 'lines'} · `}
          {total === null ? `${r.currency} ${r.total}` : <Money minor={total} currency={r.currency} />}
          {r.submittedon ? ` · submitted ${formatDate(r.submittedon)}` : ''}
        </Text>
        {r.tripname && <Text size="sm">{`Trip: ${r.tripname}`}</Text>}
        {r.onbehalfof && <Text size="sm" c="dimmed">{`On behalf of ${r.onbehalfof}`}</Text>}
        <Anchor component={Link} to={reportPath(r.reportid)} aria-label={`Open ${label}`}>
          Open
        </Anchor>
        <DecisionControls label={label} busy={busy} missingRemarksMessage="Remarks are required to reject an expense report" maxLength={1000} onDecide={onDecide} />
      </Stack>
    </Card>
  );
}
