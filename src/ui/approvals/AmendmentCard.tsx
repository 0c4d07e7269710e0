import { Anchor, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PendingAmendment } from '../../contract/ops/trips-amendment-inbox';
import type { ApprovalDecision } from '../../domain/approval-rules';
import { tripPath } from '../trips/trip-paths';

export interface AmendmentCardProps {
  amendment: PendingAmendment;
  busy: boolean;
  onDecide: (decision: ApprovalDecision, remarks: string) => void;
}

/** One date change waiting for the manager: the dates now and asked for, the reason, and the decision. */
export function AmendmentCard({ amendment: a, busy, onDecide }: AmendmentCardProps) {
  const [remarks, setRemarks] = useState('');
  const [missing, setMissing] = useState(false);
  const label = `date change of trip ${a.tripid} of ${a.travellername}`;
  const reject = () => {
    // The traveller is owed a reason for a refusal.
    if (!remarks.trim()) return setMissing(true);
    onDecide('reject', remarks.trim());
  };

  return (
    <Card withBorder component="article" aria-label={`Amendment request: ${label}`} data-testid={`amendment-${a.tripid}`}>
      <Stack gap="xs">
        <Text fw={600}>{`${a.travellername} · ${a.tripname}`}</Text>
        <Text size="sm">{a.amendmenttype === 'datechange' ? 'Date change' : `Amendment: ${a.amendmenttype}`}</Text>
        {a.fromdate && <Text size="sm">{`From ${a.currentfromdate} to ${a.currenttodate} → from ${a.fromdate} to ${a.todate}`}</Text>}
        {a.remarks && <Text size="sm">{`Reason: ${a.remarks}`}</Text>}
        <Anchor component={Link} to={tripPath(a.tripid)} aria-label={`Open trip ${a.tripid}`}>
          {`Trip ${a.tripid}`}
        </Anchor>
        <Textarea
          label="Remarks (required to reject)"
          aria-label={`Remarks for ${label}`}
          value={remarks}
          onChange={(e) => {
            setRemarks(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? 'Remarks are required to reject a date change' : undefined}
          maxLength={1000}
        />
        <Group>
          <Button onClick={() => onDecide('approve', remarks.trim())} loading={busy} aria-label={`Approve ${label}`}>
            Approve
          </Button>
          <Button color="red" variant="light" onClick={reject} disabled={busy} aria-label={`Reject ${label}`}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
