import { Anchor, Card, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PendingAmendment } from '../../contract/trips/amendment-inbox';
import type { ApprovalDecision } from '../../domain/approval-rules';
import { formatDateRange } from '../../domain/format';
import { tripPath } from '../shared/trip-paths';
import { DecisionControls } from './DecisionControls';

export interface AmendmentCardProps {
  amendment: PendingAmendment;
  busy: boolean;
  onDecide: (decision: ApprovalDecision, remarks: string) => void;
}

/** One date change waiting for the manager: the dates now and asked for, the reason, and the decision. */
export function AmendmentCard({ amendment: a, busy, onDecide }: AmendmentCardProps) {
  const label = `date change of trip ${a.tripid} of ${a.travellername}`;

  return (
    <Card withBorder component="article" aria-label={`Amendment request: ${label}`} data-testid={`amendment-${a.tripid}`}>
      <Stack gap="xs">
        <Text fw={600}>{`${a.travellername} · ${a.tripname}`}</Text>
        <Text size="sm">{a.amendmenttype === 'datechange' ? 'Date change' : `Amendment: ${a.amendmenttype}`}</Text>
        {a.fromdate && <Text size="sm">{`From ${formatDateRange(a.currentfromdate, a.currenttodate)} → ${formatDateRange(a.fromdate, a.todate)}`}</Text>}
        {a.remarks && <Text size="sm">{`Reason: ${a.remarks}`}</Text>}
        <Anchor component={Link} to={tripPath(a.tripid)} aria-label={`Open trip ${a.tripid}`}>
          {`Trip ${a.tripid}`}
        </Anchor>
        <DecisionControls
          label={label}
          busy={busy}
          missingRemarksMessage="Remarks are required to reject a date change"
          maxLength={1000}
          onDecide={onDecide}
        />
      </Stack>
    </Card>
  );
}
