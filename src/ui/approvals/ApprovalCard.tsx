import { Anchor, Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PendingApproval } from '../../contract/approvals/operations';
import type { ApprovalDecision } from '../../domain/approval-rules';
import { formatDateRange } from '../../domain/format';
import { parseMinorUnits } from '../../domain/money';
import { useSession } from '../../session/store';
import { Money } from '../components/Money';
import { PolicyBadge } from '../components/PolicyBadge';
import { tripPath } from '../shared/trip-paths';
import { VisaWarnings } from '../shared/VisaWarnings';

export interface ApprovalCardProps {
  approval: PendingApproval;
  busy: boolean;
  onDecide: (decision: ApprovalDecision, remarks: string) => void;
}

/** One trip waiting for the approver: what it is, what it costs, and the two decisions. */
export function ApprovalCard({ approval: a, busy, onDecide }: ApprovalCardProps) {
  const login = useSession();
  const [remarks, setRemarks] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [missing, setMissing] = useState(false);
  const label = `trip ${a.tripid} of ${a.travellername}`;

  const reject = () => {
    if (!rejecting) return setRejecting(true);
    if (!remarks.trim()) return setMissing(true);
    onDecide('reject', remarks.trim());
  };

  return (
    <Card withBorder component="article" aria-label={`Approval request: ${label}`} data-testid={`approval-${a.tripid}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{a.travellername}</Text>
          <Group gap="xs">
            {a.levels > 1 && <Badge variant="outline">{`Level ${a.level} of ${a.levels}`}</Badge>}
            {login && <PolicyBadge inPolicy={a.policystatus === 'inpolicy'} user={login.profilemaster} />}
          </Group>
        </Group>
        {a.tripname && <Text fw={600}>{a.route ? `${a.tripname} · ${a.route}` : a.tripname}</Text>}
        <Text>{a.purpose || 'No purpose given'}</Text>
        <Text size="sm">{`${formatDateRange(a.fromdate, a.todate)} · ${a.itemscount} ${a.itemscount === 1 ? 'item' : 'items'} · `}<Money minor={parseMinorUnits(a.totalamount)} currency={a.currency} /></Text>
        {a.onbehalfof && <Text size="sm" c="dimmed">{`On behalf of ${a.onbehalfof}`}</Text>}
        {a.policystatus === 'outofpolicy' && <Text size="sm" c="red.9">Out of policy: an item is outside the travel policy</Text>}
        {/* The travellers' missing or unverified visas, for the decision (docs/features/visas.md). */}
        <VisaWarnings request={{ tripid: a.tripid }} />
        <Anchor component={Link} to={tripPath(a.tripid)} aria-label={`Open ${label}`}>
          {`Trip ${a.tripid}`}
        </Anchor>
        <Textarea
          label={rejecting ? 'Remarks (required to reject)' : 'Remarks'}
          aria-label={`Remarks for ${label}`}
          value={remarks}
          onChange={(e) => {
            setRemarks(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? 'Remarks are required to reject a trip' : undefined}
          required={rejecting}
          maxLength={500}
          autosize
          minRows={rejecting ? 2 : 1}
        />
        <Group>
          <Button onClick={() => onDecide('approve', remarks.trim())} loading={busy} aria-label={`Approve ${label}`}>
            Approve
          </Button>
          <Button color="red" variant={rejecting ? 'filled' : 'light'} onClick={reject} disabled={busy} aria-label={rejecting ? `Confirm reject ${label}` : `Reject ${label}`}>
            {rejecting ? 'Confirm reject' : 'Reject'}
          </Button>
          {rejecting && (
            <Button variant="subtle" onClick={() => setRejecting(false)} disabled={busy} aria-label={`Cancel rejecting ${label}`}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
