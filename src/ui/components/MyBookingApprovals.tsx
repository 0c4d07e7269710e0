import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { getMyBookingApprovals } from '../../contract/booking-approvals/operations';
import type { BookingApproval, BookingApprovalService } from '../../contract/booking-approvals/operations';
import { formatDateRange } from '../../domain/format';
import { parseMinorUnits } from '../../domain/money';
import { requesterStatusName } from '../shared/booking-approval-texts';
import { Money } from './Money';

export interface MyBookingApprovalsProps {
  service: BookingApprovalService;
}

const STATUS_COLORS = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

/**
 * The caller's own booking requests of one service (getmybookingapprovals), newest first, with
 * their status; an approved one not booked yet links back to the booking with its approval id.
 * Nothing shows when there are none or the list cannot be read (offline): the page works without it.
 */
export function MyBookingApprovals({ service }: MyBookingApprovalsProps) {
  const navigate = useNavigate();
  const [list, setList] = useState<BookingApproval[]>([]);
  useEffect(() => {
    let live = true;
    api.callOperation(getMyBookingApprovals, { service }).then(
      (answer) => live && setList(answer.list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [service]);

  if (list.length === 0) return null;
  return (
    <Stack component="section" aria-label="My booking requests" gap="xs">
      <Title order={2} size="h4">
        My booking requests
      </Title>
      {list.map((a) => (
        <Card key={a.approvalid} withBorder component="article" aria-label={`Booking request ${a.approvalid}`}>
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fw={600}>{a.summary}</Text>
              <Badge color={STATUS_COLORS[a.status]} variant="light">
                {requesterStatusName(a.status, a.used)}
              </Badge>
            </Group>
            <Text size="sm">
              {a.fromdate ? `${formatDateRange(a.fromdate, a.todate)} · ` : ''}
              <Money minor={parseMinorUnits(a.totalamount)} currency={a.currency} />
              {a.approvername ? ` · Approver: ${a.approvername}` : ''}
            </Text>
            {a.remarks && <Text size="sm">{`Remarks: ${a.remarks}`}</Text>}
            {a.resumeurl && (
              <Anchor
                href={a.resumeurl}
                aria-label={`Continue booking ${a.approvalid}`}
                onClick={(e) => {
                  // In-app navigation: the resume url is an app path with its query.
                  e.preventDefault();
                  void navigate({ href: a.resumeurl });
                }}
              >
                Continue booking
              </Anchor>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
