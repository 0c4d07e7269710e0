import { useCallback, useEffect, useState } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../api';
import type { ExpenseLine } from '../../contract/expenses/line-shape';
import type { ExpenseReport } from '../../contract/expenses/report-shape';
import { useSession } from '../../session/store';
import { deleteLine } from './expense-lines-api';
import { loadOrLast, pendingLinesIn, queuedReport, serverLinesShown } from './expense-offline';
import { loadReport } from './expense-reports-api';
import { type LineFormState, lineFormOf, lineFormOfRow, newLineForm } from './line-form';
import { LineButtons } from './LineButtons';
import { LineFormModal } from './LineFormModal';
import { LinesTable } from './LinesTable';
import { MoveLineIn } from './MoveLineIn';
import { reportButtons } from './report-actions';
import { ReportActions } from './ReportActions';
import { ApprovalLevels, ReportEvents } from './ReportHistory';
import { ReportMoney, ReportSummary } from './ReportSummary';
import { useExpenseQueue } from './use-expense-queue';

/**
 * The report as the server last answered it; offline, as this device last kept it; a report created
 * offline (or not yet sent), as its queued create. `offline`: no answer from the server.
 */
async function readReport(
  profileid: string,
  reportid: string,
  currency: string,
): Promise<{ report?: ExpenseReport; offline: boolean }> {
  try {
    const loaded = await loadOrLast(`report:${reportid}`, () => loadReport(reportid));
    return { report: loaded.value ?? (await queuedReport(profileid, reportid, currency)), offline: loaded.offline };
  } catch (error) {
    // The server answers "not found" until the queued create reaches it.
    const queued = await queuedReport(profileid, reportid, currency);
    if (!queued) throw error;
    return { report: queued, offline: false };
  }
}

/** /expenses/<reportid>: one report for its owner, its approvers and finance. */
export function ReportPage({ reportid }: { reportid: string }) {
  const login = useSession();
  const profileid = login?.profilemaster.profileid ?? '';
  const currency = login?.profilemaster.base_currency ?? 'INR';
  const navigate = useNavigate();
  const [report, setReport] = useState<ExpenseReport | null>(null);
  const [offline, setOffline] = useState(false);
  const [error, setError] = useState('');
  const [lineForm, setLineForm] = useState<{ form: LineFormState; line?: ExpenseLine } | null>(null);
  // Bumped when the outbox sent an expense change: the report, and the lines that can move in, are read again.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const queue = useExpenseQueue(profileid, reload);

  useEffect(() => {
    let live = true;
    readReport(profileid, reportid, currency).then(
      (loaded) => {
        if (!live) return;
        setOffline(loaded.offline);
        if (loaded.report) {
          setReport(loaded.report);
          setError('');
        } else setError('Offline: this report has not been opened on this device yet.');
      },
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [profileid, reportid, currency, version]);

  if (!report) {
    return error ? (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    ) : (
      <Text c="dimmed">Loading the report…</Text>
    );
  }
  const submitQueued = queue.submits.has(report.reportid);
  const submitRefused = queue.submits.get(report.reportid);
  const allowed = reportButtons(report, profileid);
  // Once a submit is queued the report is the approvers': no second submit, no more line changes.
  const buttons = submitQueued
    ? { ...allowed, edit: false, steps: allowed.steps.filter((s) => s.key !== 'submit') }
    : allowed;
  const pending = pendingLinesIn(queue.lines, report.reportid);
  const lines = serverLinesShown(report.lines, queue.lines, queue.deletes);
  const removeLine = async (lineid: string, what: string) => {
    try {
      await deleteLine(lineid, what);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack>
      <Anchor component={Link} to="/expenses" size="sm">
        ← Expenses
      </Anchor>
      <ReportSummary report={report} />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {offline && <Alert color="yellow">Offline: showing what is on this device</Alert>}
      {submitRefused ? (
        <Alert color="red">Submit refused: {submitRefused}. Retry or discard it in the outbox.</Alert>
      ) : (
        submitQueued && (
          <Alert color="yellow">Submitted on this device: it goes to the approvers once its changes are sent.</Alert>
        )
      )}
      <ReportActions
        report={report}
        buttons={buttons}
        onChange={setReport}
        onDeleted={() => void navigate({ to: '/expenses' })}
        onAddLine={
          buttons.edit
            ? () => setLineForm({ form: newLineForm(report.currency, { reportid: report.reportid, tripid: report.tripid }) })
            : undefined
        }
      />
      {lines.length > 0 || pending.length > 0 ? (
        <LinesTable
          caption="Expenses"
          lines={lines}
          pending={pending}
          actions={
            buttons.edit
              ? (line) =>
                  line.editable && (
                    <LineButtons
                      what={`${line.categoryname} of ${line.expensedate}`}
                      onChange={() => setLineForm({ form: lineFormOf(line), line })}
                      onRemove={() => void removeLine(line.lineid, `${line.categoryname} ${line.expensedate}`)}
                    />
                  )
              : undefined
          }
          pendingActions={
            buttons.edit
              ? (row) => (
                  <LineButtons
                    what={`${row.merchant || 'expense'} of ${row.expensedate}`}
                    onChange={() => setLineForm({ form: lineFormOfRow(row, report.currency) })}
                    onRemove={() => void removeLine(row.lineid, `${row.merchant ?? ''} ${row.expensedate}`)}
                  />
                )
              : undefined
          }
        />
      ) : (
        <Text>No expenses in this report yet.</Text>
      )}
      {buttons.edit && <MoveLineIn key={version} reportid={report.reportid} />}
      <ReportMoney report={report} />
      <ApprovalLevels approvals={report.approvals} />
      <ReportEvents events={report.events} />
      {lineForm && (
        <LineFormModal
          initial={lineForm.form}
          line={lineForm.line}
          onClose={() => setLineForm(null)}
          onSaved={() => setLineForm(null)}
        />
      )}
    </Stack>
  );
}
