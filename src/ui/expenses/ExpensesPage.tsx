import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../api';
import type { ExpenseLine } from '../../contract/expenses/line-shape';
import type { ExpenseReportSummary } from '../../contract/expenses/report-shape';
import { useSession } from '../../session/store';
import { usePhoneLayout } from '../shared/use-phone-layout';
import { type MyExpensesFilter, loadMyExpenses } from './expense-lines-api';
import { loadOrLast, pendingLinesIn, reportOfQueuedCreate, serverLinesShown } from './expense-offline';
import { expenseReportPath } from './expense-paths';
import { type LineFormState, lineFormOf, lineFormOfRow, newLineForm } from './line-form';
import { LineButtons } from './LineButtons';
import { LineFormModal } from './LineFormModal';
import { LinesTable } from './LinesTable';
import { NewReportModal } from './NewReportModal';
import { PhoneActionBar } from './PhoneActionBar';
import { ReportsTable } from './ReportsTable';
import { useExpenseQueue } from './use-expense-queue';

const FILTERS: { value: MyExpensesFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'finance', label: 'With finance' },
  { value: 'closed', label: 'Closed' },
];

interface MyExpenses {
  reports: ExpenseReportSummary[];
  unreportedlines: ExpenseLine[];
}

const NOTHING_LOADED: MyExpenses = { reports: [], unreportedlines: [] };

/**
 * /expenses: the user's reports by stage, and the lines not in a report yet, with the lines saved on
 * this device shown at once and the list read again each time the outbox sends one of them.
 */
export function ExpensesPage() {
  const session = useSession();
  const currency = session?.profilemaster.base_currency ?? 'INR';
  const navigate = useNavigate();
  // On a phone the main actions sit under the thumb, at the bottom (docs/features/expenses.md "On a phone").
  const phone = usePhoneLayout();
  const [filter, setFilter] = useState<MyExpensesFilter>('all');
  const [data, setData] = useState<MyExpenses | null>(null);
  const [offline, setOffline] = useState(false);
  const [error, setError] = useState('');
  const [lineForm, setLineForm] = useState<{ form: LineFormState; line?: ExpenseLine } | null>(null);
  const [creating, setCreating] = useState(false);

  // Bumped when the outbox sent an expense change: the list is read again.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const queue = useExpenseQueue(session?.profilemaster.profileid ?? '', reload);

  useEffect(() => {
    let live = true;
    loadOrLast(`myexpenses:${filter}`, () => loadMyExpenses(filter)).then(
      (loaded) => {
        if (!live) return;
        setData(loaded.value ?? NOTHING_LOADED);
        setOffline(loaded.offline);
        setError('');
      },
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [filter, version]);

  // A draft made here belongs under All and Open until the server lists it.
  const drafts =
    filter === 'all' || filter === 'open' ? queue.creates.map((entry) => reportOfQueuedCreate(entry, currency)) : [];
  const reports = [
    ...drafts.filter((d) => !data?.reports.some((r) => r.reportid === d.reportid)),
    ...(data?.reports ?? []),
  ].filter((r) => !queue.reportDeletes.has(r.reportid));
  const unreported = serverLinesShown(data?.unreportedlines ?? [], queue.lines, queue.deletes);
  const pending = pendingLinesIn(queue.lines, '');
  const mainActions = (
    <>
      <Button variant="default" onClick={() => setCreating(true)}>
        New report
      </Button>
      <Button onClick={() => setLineForm({ form: newLineForm(currency) })}>Add expense</Button>
    </>
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Expenses</Title>
        {!phone && <Group gap="xs">{mainActions}</Group>}
      </Group>
      <SegmentedControl
        aria-label="Show reports"
        value={filter}
        onChange={(value) => setFilter(value as MyExpensesFilter)}
        data={FILTERS}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {offline && <Alert color="yellow">Offline: showing what is on this device</Alert>}
      {data === null ? (
        !error && <Text c="dimmed">Loading expenses…</Text>
      ) : (
        <>
          {reports.length > 0 ? <ReportsTable reports={reports} /> : <Text>No reports here.</Text>}
          {(unreported.length > 0 || pending.length > 0) && (
            <LinesTable
              caption="Expenses not in a report"
              lines={unreported}
              pending={pending}
              actions={(line) =>
                line.editable && (
                  <LineButtons
                    what={`${line.categoryname} of ${line.expensedate}`}
                    onChange={() => setLineForm({ form: lineFormOf(line), line })}
                  />
                )
              }
              pendingActions={(row) => (
                <LineButtons
                  what={`${row.merchant || 'expense'} of ${row.expensedate}`}
                  onChange={() => setLineForm({ form: lineFormOfRow(row, currency) })}
                />
              )}
            />
          )}
        </>
      )}
      {lineForm && (
        <LineFormModal
          initial={lineForm.form}
          line={lineForm.line}
          onClose={() => setLineForm(null)}
          onSaved={() => setLineForm(null)}
        />
      )}
      {creating && (
        <NewReportModal
          onClose={() => setCreating(false)}
          onCreated={(report) => void navigate({ to: expenseReportPath(report.reportid) })}
        />
      )}
      {phone && <PhoneActionBar label="Expense actions">{mainActions}</PhoneActionBar>}
    </Stack>
  );
}
