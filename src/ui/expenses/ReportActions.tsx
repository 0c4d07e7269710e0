import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { errorMessage } from '../../api';
import type { ExpenseReport } from '../../contract/expenses/report-shape';
import { ConfirmAction } from '../components/ConfirmAction';
import { usePhoneLayout } from '../shared/use-phone-layout';
import { deleteReport } from './expense-reports-api';
import { FinanceActions } from './finance/FinanceActions';
import { type ReportButtons, type ReportStep } from './report-actions';
import { AskTextDialog } from './AskTextDialog';
import { PhoneActionBar } from './PhoneActionBar';

export interface ReportActionsProps {
  report: ExpenseReport;
  buttons: ReportButtons;
  onChange: (report: ExpenseReport) => void;
  onDeleted: () => void;
  /** Opens the form for a new line; given while the owner may change the lines. */
  onAddLine?: () => void;
}

/**
 * The owner's and the approver's steps as buttons, Add expense while the owner may change the lines,
 * and finance's panel when finance has a step. On a phone the steps and Add expense sit in a bar at
 * the bottom, under the thumb (docs/features/expenses.md "On a phone"); Delete stays in the page.
 */
export function ReportActions({ report, buttons, onChange, onDeleted, onAddLine }: ReportActionsProps) {
  const phone = usePhoneLayout();
  const [asking, setAsking] = useState<ReportStep | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const runNow = async (step: ReportStep) => {
    setBusy(true);
    setError('');
    try {
      const changed = await step.run(report, '');
      if (changed) onChange(changed);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const stepButtons = buttons.steps.map((step) => (
    <Button
      key={step.key}
      color={step.color}
      loading={busy && !step.question}
      onClick={() => (step.question ? setAsking(step) : void runNow(step))}
    >
      {step.label}
    </Button>
  ));
  const deleteButton = (
    <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
      Delete report
    </Button>
  );

  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {phone ? (
        <>
          {buttons.delete && <Group>{deleteButton}</Group>}
          {buttons.finance && <FinanceActions report={report} onChange={onChange} />}
          {(onAddLine || buttons.steps.length > 0) && (
            <PhoneActionBar label="Report actions">
              {onAddLine && (
                <Button variant={buttons.steps.length > 0 ? 'default' : 'filled'} onClick={onAddLine}>
                  Add expense
                </Button>
              )}
              {stepButtons}
            </PhoneActionBar>
          )}
        </>
      ) : (
        <>
          {(buttons.steps.length > 0 || buttons.delete) && (
            <Group gap="xs">
              {stepButtons}
              {buttons.delete && deleteButton}
            </Group>
          )}
          {buttons.finance && <FinanceActions report={report} onChange={onChange} />}
          {onAddLine && (
            <Group>
              <Button onClick={onAddLine}>Add expense</Button>
            </Group>
          )}
        </>
      )}
      {asking && (
        <AskTextDialog
          opened
          title={asking.label}
          confirmLabel={asking.label}
          message={asking.question ?? ''}
          required={asking.remarks === 'required'}
          color={asking.color}
          onCancel={() => setAsking(null)}
          onConfirm={async (remarks) => {
            const changed = await asking.run(report, remarks);
            if (changed) onChange(changed);
            setAsking(null);
          }}
        />
      )}
      <ConfirmAction
        opened={deleting}
        title="Delete report?"
        confirmLabel="Delete report"
        message="The report goes; its expenses stay, in no report."
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          await deleteReport(report.reportid, report.title);
          onDeleted();
        }}
      />
    </>
  );
}
