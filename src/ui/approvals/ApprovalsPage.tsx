import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { api, errorMessage, newActionKey } from '../../api';
import { decideTrip, getPendingApprovals } from '../../contract/approvals/operations';
import type { PendingApproval } from '../../contract/approvals/operations';
import type { ApprovalDecision } from '../../domain/approval-rules';
import { AmendmentInbox } from './AmendmentInbox';
import { ApprovalCard } from './ApprovalCard';
import { BookingApprovalInbox } from './BookingApprovalInbox';
import { ExpenseApprovalInbox } from './ExpenseApprovalInbox';
import { refreshApprovalCount } from '../shared/approval-count';
import { PullToRefresh } from '../components/PullToRefresh';

type Load = { state: 'loading' } | { state: 'ready'; list: PendingApproval[] } | { state: 'failed'; message: string };

/** The approver's inbox (/approvals): trips, date changes, booking requests and expense reports routed to me, each decided in place. */
export function ApprovalsPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  // Bumped after each decision: the list is fetched again.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .callOperation(getPendingApprovals, {})
      .then(({ list }) => live && setLoad({ state: 'ready', list }))
      .catch((error: unknown) => live && setLoad({ state: 'failed', message: errorMessage(error) }));
    return () => {
      live = false;
    };
  }, [generation]);

  const decide = async (tripid: string, decision: ApprovalDecision, remarks: string) => {
    setBusy(tripid);
    try {
      // One key per click: a retried request is answered once by the server.
      const answer = await api.callOperation(decideTrip, { tripid, decision, remarks }, { idempotencyKey: newActionKey() });
      setNotice({ ok: true, text: `${answer.message} (trip ${tripid})` });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(null);
      setGeneration((g) => g + 1);
      // The header badge and home card count down with each decision.
      void refreshApprovalCount();
    }
  };

  return (
    <Stack>
      <PullToRefresh onRefresh={() => setGeneration((g) => g + 1)} />
      <Title order={1}>Approvals</Title>
      {notice && (
        <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'} withCloseButton onClose={() => setNotice(null)} closeButtonLabel="Dismiss message">
          {notice.text}
        </Alert>
      )}
      {load.state === 'loading' && <Loader aria-label="Loading approvals" />}
      {load.state === 'failed' && (
        <Alert color="red" role="alert">
          {load.message}
        </Alert>
      )}
      {load.state === 'ready' && load.list.length === 0 && <Text>No trips are waiting for your approval.</Text>}
      {load.state === 'ready' &&
        load.list.map((a) => (
          <ApprovalCard key={a.approvalid} approval={a} busy={busy === a.tripid} onDecide={(decision, remarks) => void decide(a.tripid, decision, remarks)} />
        ))}
      <AmendmentInbox />
      <BookingApprovalInbox />
      <ExpenseApprovalInbox />
    </Stack>
  );
}
