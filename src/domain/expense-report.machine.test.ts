import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  EXPENSE_ADJUSTMENTS,
  EXPENSE_REPORT_EVENTS,
  EXPENSE_REPORT_STATUSES,
  type ExpenseReportContext,
  type ExpenseReportEventType,
  type ExpenseReportStatus,
  allowedExpenseEvents,
  isExpenseReportEditable,
  nextExpenseStatus,
} from './expense-report';
import { type ExpenseReportEvent, expenseReportMachine } from './expense-report.machine';

/**
 * The lifecycle of docs/features/expenses.md written out again, independently of the machine, as the
 * oracle: the new status, or null where the event is refused.
 */
function expected(status: ExpenseReportStatus, event: ExpenseReportEventType, c: ExpenseReportContext): ExpenseReportStatus | null {
  const level: ExpenseReportStatus = c.levelsRemaining > 0 ? 'partiallyapproved' : 'approved';
  const verified: ExpenseReportStatus = c.adjustment === 'none' ? 'verified' : c.adjustment === 'all' ? 'adjusted' : 'partiallyadjusted';
  const editable = { EDIT: status, SUBMIT: 'approvalpending' } as const;
  const waiting = { APPROVE: level, REJECT: 'rejected', RECALL: 'recalled' } as const;
  const outcome = {
    SETTLE: c.hasAdvance ? 'forexsettled' : null,
    PROCESS: !c.hasAdvance && c.owesEmployee ? 'financeprocessing' : null,
  } as const;
  const table: Record<ExpenseReportStatus, Partial<Record<ExpenseReportEventType, ExpenseReportStatus | null>>> = {
    draft: editable,
    approvalpending: waiting,
    partiallyapproved: waiting,
    approved: { CONTROLLER_VERIFY: 'controllerverified', SEND_BACK: 'verificationpending', REJECT: 'rejected' },
    rejected: editable,
    recalled: editable,
    verificationpending: { EDIT: 'verificationpending', RESPOND: 'approved' },
    controllerverified: { VERIFY: verified, SEND_BACK: 'verificationpending', REJECT: 'rejected' },
    verified: outcome,
    adjusted: outcome,
    partiallyadjusted: outcome,
    forexsettled: { PROCESS: c.owesEmployee ? 'financeprocessing' : null },
    financeprocessing: { PAY: 'reimbursed' },
    reimbursed: {},
  };
  return table[status][event] ?? null;
}

const CONTEXTS: ExpenseReportContext[] = [0, 1].flatMap((levelsRemaining) =>
  EXPENSE_ADJUSTMENTS.flatMap((adjustment) =>
    [false, true].flatMap((hasAdvance) => [false, true].map((owesEmployee) => ({ levelsRemaining, adjustment, hasAdvance, owesEmployee }))),
  ),
);
const label = (c: ExpenseReportContext) => `levels ${c.levelsRemaining}, adjusted ${c.adjustment}, advance ${c.hasAdvance}, owes ${c.owesEmployee}`;
const EVENTS: ExpenseReportEvent[] = EXPENSE_REPORT_EVENTS.map((type) => ({ type }));

describe('expense report lifecycle: every status × event × context against the oracle', () => {
  for (const context of CONTEXTS) {
    it(label(context), () => {
      for (const status of EXPENSE_REPORT_STATUSES) {
        for (const event of EXPENSE_REPORT_EVENTS) {
          const want = expected(status, event, context);
          const got = nextExpenseStatus(status, event, context);
          expect(got, `${status} --${event}-->`).toEqual(want === null ? { ok: false, message: expect.any(String) as string } : { ok: true, status: want });
        }
        expect(allowedExpenseEvents(status, context), status).toEqual(EXPENSE_REPORT_EVENTS.filter((e) => expected(status, e, context) !== null));
      }
    });
  }
});

describe('expense report lifecycle: refusals and editing', () => {
  it('names the status and the action', () => {
    expect(nextExpenseStatus('reimbursed', 'SUBMIT')).toEqual({ ok: false, message: 'An expense report that is reimbursed cannot be submitted' });
    expect(nextExpenseStatus('approvalpending', 'VERIFY')).toEqual({ ok: false, message: 'An expense report that is waiting for approval cannot be verified' });
    expect(nextExpenseStatus('archived', 'EDIT')).toEqual({ ok: false, message: 'An expense report that is archived cannot be edited' });
  });

  it('lets the employee change lines only in draft, rejected, recalled and when finance asked', () => {
    expect(EXPENSE_REPORT_STATUSES.filter(isExpenseReportEditable)).toEqual(['draft', 'rejected', 'recalled', 'verificationpending']);
  });
});

describe('expense report lifecycle: graph walks from a new report', () => {
  for (const context of CONTEXTS) {
    it(`every shortest path matches the oracle step by step (${label(context)})`, () => {
      const paths = getShortestPaths(expenseReportMachine, { events: EVENTS, input: context });
      for (const path of paths) {
        let status: ExpenseReportStatus = 'draft';
        for (const step of path.steps.slice(1)) {
          const next = expected(status, step.event.type, context);
          expect(next, `${status} --${step.event.type}-->`).not.toBeNull();
          status = next!;
        }
        expect(path.state.value).toBe(status);
      }
    });
  }

  it('reaches every status under some context, and each product status has a way in and (but reimbursed) a way on', () => {
    const reached = new Set(CONTEXTS.flatMap((input) => getShortestPaths(expenseReportMachine, { events: EVENTS, input }).map((p) => p.state.value)));
    expect([...reached].sort()).toEqual([...EXPENSE_REPORT_STATUSES].sort());
    for (const status of EXPENSE_REPORT_STATUSES.filter((s) => s !== 'reimbursed')) {
      expect(CONTEXTS.some((c) => allowedExpenseEvents(status, c).length > 0), status).toBe(true);
    }
  });

  it('a real actor follows every simple path of a report with an advance and a balance owed', () => {
    const input: ExpenseReportContext = { levelsRemaining: 0, adjustment: 'some', hasAdvance: true, owesEmployee: true };
    const paths = getSimplePaths(expenseReportMachine, { events: EVENTS, input });
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) {
      const actor = createActor(expenseReportMachine, { input }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toBe(path.state.value);
      actor.stop();
    }
  });
});
