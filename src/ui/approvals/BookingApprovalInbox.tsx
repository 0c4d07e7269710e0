import { Alert, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { api, errorMessage, newActionKey } from '../../api';
import { decideBookingApproval, getBookingApprovals } from '../../contract/booking-approvals/operations';
import type { BookingApproval } from '../../contract/booking-approvals/operations';
import type { ApprovalDecision } from '../../domain/approval-rules';
import { BookingApprovalCard } from './BookingApprovalCard';
import { refreshApprovalCount } from '../shared/approval-count';

/**
 * Booking requests routed to the caller (getbookingapprovals): the pending ones to decide, then the
 * recently decided. Shown only when there is something: a failed read (offline) hides the section;
 * the trips above carry the page's own error.
 */
export function BookingApprovalInbox() {
  const [list, setList] = useState<BookingApproval[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // Bumped after each decision: the list is fetched again.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    api.callOperation(getBookingApprovals, {}).then(
      (answer) => live && setList(answer.list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [generation]);

  const decide = async (approvalid: string, decision: ApprovalDecision, remarks: string) => {
    setBusy(approvalid);
    try {
      // One key per click: a retried request is answered once by the server.
      const answer = await api.callOperation(decideBookingApproval, { approvalid, decision, remarks }, { idempotencyKey: newActionKey() });
      setNotice({ ok: true, text: `${answer.message} (${approvalid})` });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(null);
      setGeneration((g) => g + 1);
      // The header badge and home card count down with each decision.
      void refreshApprovalCount();
    }
  };

  if (list.length === 0 && !notice) return null;
  const pending = list.filter((a) => a.status === 'pending');
  const decided = list.filter((a) => a.status !== 'pending');
  const card = (a: BookingApproval) => <BookingApprovalCard key={a.approvalid} approval={a} busy={busy === a.approvalid} onDecide={(decision, remarks) => void decide(a.approvalid, decision, remarks)} />;
  return (
    <Stack component="section" aria-label="Booking requests">
      <Title order={2} size="h3">
        Booking requests
      </Title>
      {notice && (
        <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'} withCloseButton onClose={() => setNotice(null)} closeButtonLabel="Dismiss message">
          {notice.text}
        </Alert>
      )}
      {pending.length === 0 && <Text>No booking requests are waiting for your approval.</Text>}
      {pending.map(card)}
      {decided.length > 0 && (
        <Title order={3} size="h4">
          Recently decided
        </Title>
      )}
      {decided.map(card)}
    </Stack>
  );
}
