import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { api, newActionKey } from '../../../api';
import { controllerVerifyExpenseReport, rejectExpenseReportByFinance, sendBackExpenseReport, settleExpenseAdvance } from '../../../contract/expenses/finance';
import type { ExpenseReport } from '../../../contract/expenses/report-shape';
import { type ExpenseReportEventType, FINANCE_VERIFY_STATUSES } from '../../../domain/expense-report';
import { AskTextDialog } from '../AskTextDialog';
import { VerifyLinesDialog } from './VerifyLinesDialog';
import { moneyText } from './money-text';

type Answer = Promise<{ report: ExpenseReport }>;

/** A finance step taken with remarks alone; the verification has its own dialog. */
interface RemarksStep {
  event: ExpenseReportEventType;
  label: string;
  message: (report: ExpenseReport) => string;
  remarksRequired: boolean;
  danger?: boolean;
  call: (reportid: string, remarks: string) => Answer;
}

// One key per confirmation: a retried request is answered once by the server.
const key = () => ({ idempotencyKey: newActionKey() });

const STEPS: RemarksStep[] = [
  {
    event: 'CONTROLLER_VERIFY',
    label: 'Controller check',
    message: () => 'Records the controller’s check of this approved claim; the lines are verified next.',
    remarksRequired: false,
    call: (reportid, remarks) => api.callOperation(controllerVerifyExpenseReport, { reportid, remarks }, key()),
  },
  {
    event: 'SEND_BACK',
    label: 'Ask the employee',
    message: () => 'Sends the claim back to the employee with your question; it returns to you when they answer.',
    remarksRequired: true,
    call: (reportid, remarks) => api.callOperation(sendBackExpenseReport, { reportid, remarks }, key()),
  },
  {
    event: 'REJECT',
    label: 'Reject',
    message: () => 'Rejects the whole claim; the employee may correct it and submit it again.',
    remarksRequired: true,
    danger: true,
    call: (reportid, remarks) => api.callOperation(rejectExpenseReportByFinance, { reportid, remarks }, key()),
  },
  {
    event: 'SETTLE',
    label: 'Settle advance',
    message: (r) =>
      `Sets the trip’s advance${r.advance ? ` of ${moneyText(r.advance.baseamount, r.currency)}` : ''} against the allowed ${moneyText(r.allowed, r.currency)}: the employee is owed the balance or surrenders the excess.`,
    remarksRequired: false,
    call: (reportid, remarks) => api.callOperation(settleExpenseAdvance, { reportid, remarks }, key()),
  },
];

/**
 * Finance's steps on a claim (docs/features/expenses.md "Statuses"), as far as `report.actions`
 * allows them to the caller; the report page shows it under the lines. Payment happens in batches,
 * on Finance Admin → Expenses to pay.
 */
export function FinanceActions({ report, onChange }: { report: ExpenseReport; onChange: (report: ExpenseReport) => void }) {
  const [open, setOpen] = useState<RemarksStep | 'verify' | null>(null);
  // REJECT is the approvers' word too: it is finance's only once the approvers are done.
  const offered = STEPS.filter((s) => report.actions.includes(s.event) && (s.event !== 'REJECT' || FINANCE_VERIFY_STATUSES.includes(report.status)));
  const mayVerify = report.actions.includes('VERIFY');
  const step = open !== null && open !== 'verify' ? open : null;
  if (offered.length === 0 && !mayVerify) return null;

  const done = (next: ExpenseReport) => {
    setOpen(null);
    onChange(next);
  };

  return (
    <Stack component="section" aria-label="Finance" gap="sm">
      <Title order={2} size="h4">
        Finance
      </Title>
      <Group gap="xs">
        {mayVerify && <Button onClick={() => setOpen('verify')}>Verify</Button>}
        {offered.map((s) => (
          <Button key={s.event} variant={s.danger ? 'light' : 'default'} color={s.danger ? 'red' : undefined} onClick={() => setOpen(s)}>
            {s.label}
          </Button>
        ))}
      </Group>
      <AskTextDialog
        opened={step !== null}
        title={step ? `${step.label}: ${report.reportno}` : ''}
        confirmLabel={step?.label ?? ''}
        message={step ? step.message(report) : ''}
        required={step?.remarksRequired ?? false}
        color={step?.danger ? 'red' : undefined}
        onCancel={() => setOpen(null)}
        onConfirm={async (remarks) => {
          if (step) done((await step.call(report.reportid, remarks)).report);
        }}
      />
      {mayVerify && <VerifyLinesDialog key={report.updatedon} report={report} opened={open === 'verify'} onClose={() => setOpen(null)} onVerified={done} />}
    </Stack>
  );
}
