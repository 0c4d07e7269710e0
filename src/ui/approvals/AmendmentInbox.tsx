import { Alert, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { api, newActionKey } from '../../api';
import { tripAmendmentRequestApproval } from '../../contract/trips/actions';
import { getPendingAmendments } from '../../contract/trips/amendment-inbox';
import type { PendingAmendment } from '../../contract/trips/amendment-inbox';
import type { ApprovalDecision } from '../../domain/approval-rules';
import { TRIP_FAILURE, tripFailureMessage } from '../shared/trip-errors';
import { AmendmentCard } from './AmendmentCard';

/**
 * Date changes routed to the caller (getpendingamendments), decided with
 * TG-TRIPAMENDMENDREQUESTAPPROVAL. Shown only when there is something to decide: a failed read
 * (offline) hides the section; the trips above carry the page's own error.
 */
export function AmendmentInbox() {
  const [list, setList] = useState<PendingAmendment[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    api.callOperation(getPendingAmendments, {}).then(
      (answer) => live && setList(answer.list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [generation]);

  const decide = async (tripid: string, decision: ApprovalDecision, remarks: string) => {
    setBusy(tripid);
    try {
      const answer = await api.callOperation(tripAmendmentRequestApproval, { tripid, amendmenttype: 'datechange', decision, remarks }, { idempotencyKey: newActionKey() });
      setNotice({ ok: true, text: `${answer.ApiStatus.Message ?? 'Decision recorded'} (trip ${tripid})` });
    } catch (error) {
      setNotice({ ok: false, text: tripFailureMessage(error, TRIP_FAILURE.amendment) });
    } finally {
      setBusy(null);
      setGeneration((g) => g + 1);
    }
  };

  if (list.length === 0 && !notice) return null;
  return (
    <Stack component="section" aria-label="Date change requests">
      <Title order={2} size="h3">
        Date change requests
      </Title>
      {notice && (
        <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'} withCloseButton onClose={() => setNotice(null)} closeButtonLabel="Dismiss message">
          {notice.text}
        </Alert>
      )}
      {list.map((a) => (
        <AmendmentCard key={a.amendmentid} amendment={a} busy={busy === a.tripid} onDecide={(decision, remarks) => void decide(a.tripid, decision, remarks)} />
      ))}
    </Stack>
  );
}
