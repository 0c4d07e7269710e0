import { Alert, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { api, errorMessage, newActionKey } from '../../api';
import { decideExpenseReport } from '../../contract/expenses/reports';
import { getExpenseApprovals } from '../../contract/expenses/queues';
import type { ApprovalDecision } from '../../domain/approval-rules';
import { EXPENSE_STATUS_LABELS } from '../../domain/expense-report';
import { refreshApprovalCount } from '../shared/approval-count';
import { type ExpenseApproval, ExpenseApprovalCard } from './ExpenseApprovalCard';

type Load = { state: 'loading' } | { state: 'ready'; reports: ExpenseApproval[] } | { state: 'failed' };

/**
 * Expense reports whose current level waits for the caller (getexpenseapprovals), each decided in
 * place. A failed read (offline) hides the section: the trips above carry the page's own error.
 */
export function ExpenseApprovalInbox() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // Bumped after each decision: the list is fetched again.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    api.callOperation(getExpenseApprovals, {}).then(
      (answer) => live && setLoad({ state: 'ready', reports: answer.reports }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [generation]);

  const decide = async (report: ExpenseApproval, decision: ApprovalDecision, remarks: string) => {
    setBusy(report.reportid);
    try {
      // One key per click: a retried request is answered once by the server.
      const answer = await api.callOperation(decideExpenseReport, { reportid: report.reportid, decision, remarks }, { idempotencyKey: newActionKey() });
      setNotice({ ok: true, text: `Expense report ${report.reportno}: ${EXPENSE_STATUS_LABELS[answer.report.status].toLowerCase()}` });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(null);
      setGeneration((g) => g + 1);
      // The header badge and home card count down with each decision.
      void refreshApprovalCount();
    }
  };

  if (load.state === 'failed' && !notice) return null;
  return (
    <Stack component="section" aria-label="Expense reports">
      <Title order={2} size="h3">
        Expense reports
      </Title>
      {notice && (
        <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'} withCloseButton onClose={() => setNotice(null)} closeButtonLabel="Dismiss message">
          {notice.text}
        </Alert>
      )}
      {load.state === 'ready' && load.reports.length === 0 && <Text>No expense reports are waiting for you.</Text>}
      {load.state === 'ready' &&
        load.reports.map((r) => <ExpenseApprovalCard key={r.reportid} report={r} busy={busy === r.reportid} onDecide={(decision, remarks) => void decide(r, decision, remarks)} />)}
    </Stack>
  );
}
