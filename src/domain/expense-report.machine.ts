import { setup } from 'xstate';
import { DEFAULT_EXPENSE_CONTEXT, type ExpenseReportContext, type ExpenseReportEventType } from './expense-report-types';

/**
 * The one expense report lifecycle (docs/features/expenses.md "Statuses" has the diagram). As with
 * trips, the server applies it step by step from the status stored in the database, and the client
 * asks it which actions to offer; both through src/domain/expense-report.ts, never an actor.
 */
export type ExpenseReportEvent = { type: ExpenseReportEventType };

const submit = { SUBMIT: { target: 'approvalpending' }, EDIT: { actions: 'keepStatus' } } as const;
const approveLevel = [{ guard: 'levelsLeft', target: 'partiallyapproved' }, { target: 'approved' }] as const;
const awaitingApprover = {
  on: { APPROVE: approveLevel, REJECT: { target: 'rejected' }, RECALL: { target: 'recalled' } },
} as const;
/** Verified by finance: an advance is settled first; then whatever is owed is paid. */
const verifiedOutcome = {
  on: {
    SETTLE: { guard: 'hasAdvance', target: 'forexsettled' },
    PROCESS: { guard: 'payableNow', target: 'financeprocessing' },
  },
} as const;

export const expenseReportMachine = setup({
  types: {
    context: {} as ExpenseReportContext,
    events: {} as ExpenseReportEvent,
    input: {} as Partial<ExpenseReportContext>,
  },
  guards: {
    levelsLeft: ({ context }) => context.levelsRemaining > 0,
    hasAdvance: ({ context }) => context.hasAdvance,
    payableNow: ({ context }) => !context.hasAdvance && context.owesEmployee,
    owesEmployee: ({ context }) => context.owesEmployee,
    noneAdjusted: ({ context }) => context.adjustment === 'none',
    allAdjusted: ({ context }) => context.adjustment === 'all',
  },
  actions: {
    /** Marks an event that is legal but leaves the status as it is (xstate counts it in `can`). */
    keepStatus: () => undefined,
  },
}).createMachine({
  id: 'expenseReport',
  context: ({ input }) => ({ ...DEFAULT_EXPENSE_CONTEXT, ...input }),
  initial: 'draft',
  states: {
    /** Lines are gathered and edited freely. */
    draft: { on: submit },
    approvalpending: awaitingApprover,
    partiallyapproved: awaitingApprover,
    /** Every approver said yes: waiting for finance's first check (the controller). */
    approved: {
      on: { CONTROLLER_VERIFY: { target: 'controllerverified' }, SEND_BACK: { target: 'verificationpending' }, REJECT: { target: 'rejected' } },
    },
    /** Rejected by an approver or by finance: the employee may edit and submit again. */
    rejected: { on: submit },
    /** Pulled back by the employee before the approvers decided: editable again. */
    recalled: { on: submit },
    /** Finance asked the employee something (a missing receipt); the answer goes back to finance. */
    verificationpending: { on: { EDIT: { actions: 'keepStatus' }, RESPOND: { target: 'approved' } } },
    /** The controller found the claim in order; finance verifies the amounts line by line. */
    controllerverified: {
      on: {
        VERIFY: [{ guard: 'noneAdjusted', target: 'verified' }, { guard: 'allAdjusted', target: 'adjusted' }, { target: 'partiallyadjusted' }],
        SEND_BACK: { target: 'verificationpending' },
        REJECT: { target: 'rejected' },
      },
    },
    verified: verifiedOutcome,
    adjusted: verifiedOutcome,
    partiallyadjusted: verifiedOutcome,
    /** The trip's advance is set against the claim; any balance still owed is paid after. */
    forexsettled: { on: { PROCESS: { guard: 'owesEmployee', target: 'financeprocessing' } } },
    /** In a payment batch to the employee's bank. */
    financeprocessing: { on: { PAY: { target: 'reimbursed' } } },
    reimbursed: { type: 'final' },
  },
});
