import type { ExpenseReport } from '../../contract/expenses/report-shape';
import { FINANCE_VERIFY_STATUSES } from '../../domain/expense-report';
import { decideReport, recallReport, respondToFinance, submitReport } from './expense-reports-api';

/*
 * Which buttons the report page offers, read from the answer's `actions` (what the server lets the
 * caller do now), so the page never offers what the server would refuse.
 */

export interface ReportStep {
  key: 'submit' | 'recall' | 'respond' | 'approve' | 'reject';
  label: string;
  /** The dialog's question; absent: the step runs on the click. */
  question?: string;
  remarks: 'none' | 'optional' | 'required';
  color?: string;
  /** The report as it now stands; null when the step was queued (the page reads it again once sent). */
  run: (report: Pick<ExpenseReport, 'reportid' | 'title'>, remarks: string) => Promise<ExpenseReport | null>;
}

const STEPS: Record<ReportStep['key'], ReportStep> = {
  submit: {
    key: 'submit',
    label: 'Submit',
    remarks: 'none',
    run: (r) => submitReport(r.reportid, r.title).then(() => null),
  },
  recall: {
    key: 'recall',
    label: 'Recall',
    question: 'Pull the report back from the approvers? Say why.',
    remarks: 'required',
    run: (r, remarks) => recallReport(r.reportid, remarks),
  },
  respond: {
    key: 'respond',
    label: 'Respond',
    question: 'Answer finance’s question (add any missing receipt to the lines first).',
    remarks: 'required',
    run: (r, remarks) => respondToFinance(r.reportid, remarks),
  },
  approve: {
    key: 'approve',
    label: 'Approve',
    question: 'Approve this report?',
    remarks: 'optional',
    color: 'green',
    run: (r, remarks) => decideReport(r.reportid, 'approve', remarks),
  },
  reject: {
    key: 'reject',
    label: 'Reject',
    question: 'Reject this report? Say why.',
    remarks: 'required',
    color: 'red',
    run: (r, remarks) => decideReport(r.reportid, 'reject', remarks),
  },
};

/** Events only finance acts on; REJECT is finance's too once the approvers are done. */
const FINANCE_EVENTS = new Set(['CONTROLLER_VERIFY', 'SEND_BACK', 'VERIFY', 'SETTLE', 'PROCESS', 'PAY']);
const DELETABLE = new Set(['draft', 'recalled', 'rejected']);

export interface ReportButtons {
  steps: ReportStep[];
  /** The owner may add, change and remove lines. */
  edit: boolean;
  delete: boolean;
  /** Finance has something to do here: their panel shows. */
  finance: boolean;
}

export function reportButtons(
  report: Pick<ExpenseReport, 'actions' | 'status' | 'profileid'>,
  callerid: string,
): ReportButtons {
  const can = new Set<string>(report.actions);
  const withFinance = FINANCE_VERIFY_STATUSES.includes(report.status);
  const steps: ReportStep[] = [];
  if (can.has('SUBMIT')) steps.push(STEPS.submit);
  if (can.has('RECALL')) steps.push(STEPS.recall);
  if (can.has('RESPOND')) steps.push(STEPS.respond);
  if (can.has('APPROVE')) steps.push(STEPS.approve);
  if (can.has('REJECT') && !withFinance) steps.push(STEPS.reject);
  const owner = report.profileid === callerid;
  return {
    steps,
    edit: can.has('EDIT'),
    delete: owner && DELETABLE.has(report.status),
    finance: report.actions.some((a) => FINANCE_EVENTS.has(a)) || (can.has('REJECT') && withFinance),
  };
}
