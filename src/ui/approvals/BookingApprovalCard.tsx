import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { BookingApproval } from '../../contract/booking-approvals/operations';
import type { ApprovalDecision } from '../../domain/approval-rules';
import { formatDateRange } from '../../domain/format';
import { parseMinorUnits } from '../../domain/money';
import { useSession } from '../../session/store';
import { Money } from '../components/Money';
import { PolicyBadge } from '../components/PolicyBadge';
import { CheaperAlternativeLine } from './CheaperAlternativeLine';
import { DecisionControls } from './DecisionControls';
import { BOOKING_SERVICE_NAMES, BOOKING_STATUS_NAMES } from '../shared/booking-approval-texts';

export interface BookingApprovalCardProps {
  approval: BookingApproval;
  busy: boolean;
  onDecide: (decision: ApprovalDecision, remarks: string) => void;
}

/** One booking request routed to the approver: what, for whom, the exact amount, the policy, and the decision. */
export function BookingApprovalCard({ approval: a, busy, onDecide }: BookingApprovalCardProps) {
  const login = useSession();
  const label = `${BOOKING_SERVICE_NAMES[a.service].toLowerCase()} request ${a.approvalid} of ${a.travellername}`;
  const pending = a.status === 'pending';

  return (
    <Card withBorder component="article" aria-label={`Booking request: ${label}`} data-testid={`booking-approval-${a.approvalid}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{`${a.travellername} · ${BOOKING_SERVICE_NAMES[a.service]}`}</Text>
          <Group gap="xs">
            {!pending && <Badge variant="outline">{BOOKING_STATUS_NAMES[a.status]}</Badge>}
            {login && <PolicyBadge inPolicy={a.inpolicy} violationReason={a.policyviolationreason} user={login.profilemaster} />}
          </Group>
        </Group>
        <Text>{a.summary}</Text>
        <Text size="sm">
          {a.fromdate ? `${formatDateRange(a.fromdate, a.todate)} · ` : ''}
          <Money minor={parseMinorUnits(a.totalamount)} currency={a.currency} />
        </Text>
        {a.onbehalfof && <Text size="sm" c="dimmed">{`On behalf of ${a.onbehalfof}`}</Text>}
        {a.policyviolationreason && <Text size="sm" c="red.9">{`Out of policy: ${a.policyviolationreason}`}</Text>}
        {a.alternative && <CheaperAlternativeLine alternative={a.alternative} currency={a.currency} />}
        {a.requesterreason && <Text size="sm">{`Reason given: ${a.requesterreason}`}</Text>}
        {!pending && a.remarks && <Text size="sm">{`Remarks: ${a.remarks}`}</Text>}
        {pending && (
          <DecisionControls
            label={label}
            busy={busy}
            missingRemarksMessage="Remarks are required to reject a booking request"
            maxLength={500}
            onDecide={onDecide}
          />
        )}
      </Stack>
    </Card>
  );
}
