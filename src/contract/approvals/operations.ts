import * as v from 'valibot';
import { numericIdField } from '../limits';
import { defineOperation } from '../operation';
import { ApiStatusSchema } from '../envelope';
import { APPROVAL_DECISIONS, APPROVAL_RULES } from '../../domain/approval-rules';

/* Trip approvals (issue 4): the approver's inbox, decisions, and workflow reads. docs/approvals.md. */

const tripid = v.pipe(v.string('tripid is required'), v.regex(/^\d{1,18}$/, 'tripid must be a trip number'));
const remarks = v.optional(v.pipe(v.string('remarks must be a string'), v.trim(), v.maxLength(500, 'remarks is too long')), '');
const ok = { ApiStatus: ApiStatusSchema };
/** The caller's own ids may be sent (the spec's calls carry them); the dispatcher refuses anyone else's. */
const own = { profileid: v.optional(v.string('profileid must be a string')), corporateid: v.optional(v.string('corporateid must be a string')) };

/** One trip waiting for the caller's decision. Money is a decimal string in `currency`. */
export const PendingApprovalSchema = v.object({
  approvalid: v.string(),
  tripid: v.string(),
  travellerprofileid: v.string(),
  travellername: v.string(),
  purpose: v.string(),
  fromdate: v.string(),
  todate: v.string(),
  itemscount: v.number(),
  totalamount: v.string(),
  currency: v.string(),
  policystatus: v.picklist(['inpolicy', 'outofpolicy']),
  level: v.number(),
  levels: v.number(),
  /** Set when the caller decides as someone's delegate: the delegator's name. */
  onbehalfof: v.string(),
  submittedon: v.string(),
  /** The trip's name and its 'From → To' route, so the approver knows what is asked without opening it. */
  tripname: v.optional(v.string()),
  route: v.optional(v.string()),
});
export type PendingApproval = v.InferOutput<typeof PendingApprovalSchema>;

/** One level of a workflow: who approves, for whom (delegation), and where it stands. */
export const WorkflowStepSchema = v.object({
  level: v.number(),
  /** The rule that chose the approver (a preview); '' for a routed level. */
  rule: v.union([v.picklist(APPROVAL_RULES), v.literal('')]),
  approverprofileid: v.string(),
  approvername: v.string(),
  onbehalfofprofileid: v.string(),
  onbehalfofname: v.string(),
  /** '' in a preview; the row's status once routed. */
  status: v.string(),
  remarks: v.string(),
  decidedon: v.string(),
});
export type WorkflowStep = v.InferOutput<typeof WorkflowStepSchema>;

const workflowAnswer = v.object({ ...ok, approvalmode: v.string(), workflow: v.array(WorkflowStepSchema) });

/** The approver's inbox: trips routed to the caller (or to someone the caller stands in for today). */
export const getPendingApprovals = defineOperation({
  opid: 'TG-APPROVALS', actionKey: 'action', action: 'getpendingapprovals',
  request: v.object(own),
  response: v.object({ ...ok, list: v.array(PendingApprovalSchema) }),
  roles: 'any', mutates: false,
});

/** Approve or reject the level waiting for the caller; reject needs remarks. */
export const decideTrip = defineOperation({
  opid: 'TG-APPROVALS', actionKey: 'action', action: 'decidetrip',
  request: v.object({ ...own, tripid, decision: v.picklist(APPROVAL_DECISIONS, 'decision must be approve or reject'), remarks }),
  response: v.object({ ...ok, tripid: v.string(), tripstatus: v.string(), message: v.string() }),
  roles: 'any', mutates: true,
});

/** docs/operations.md previewapprovalworkflow: the levels and approvers a trip goes (or went) to. */
export const previewApprovalWorkflow = defineOperation({
  opid: 'TG-EXPENSE', actionKey: 'action', action: 'previewapprovalworkflow',
  request: v.object({ ...own, tripid }),
  response: workflowAnswer,
  roles: 'any', mutates: false,
});

/** docs/operations.md "Expense approval workflow for a profile": who would approve the caller's trips today. */
export const getApprovalWorkflowForProfile = defineOperation({
  opid: 'TG-APPROVALS', actionKey: 'action', action: 'getapprovalworkflowforprofile',
  request: v.object(own),
  response: workflowAnswer,
  roles: 'any', mutates: false,
});

/** docs/operations.md "approval transactions (approvalid, corporateid)": every level of that approval's trip. */
export const getApprovalTransactions = defineOperation({
  opid: 'TG-APPROVALS', actionKey: 'action', action: 'getapprovaltransactions',
  request: v.object({ ...own, approvalid: numericIdField('approvalid') }),
  response: v.object({ ...ok, tripid: v.string(), workflow: v.array(WorkflowStepSchema) }),
  roles: 'any', mutates: false,
});

/**
 * What waits for the caller's decision now (issue 15): trip levels, booking requests and expense
 * reports routed to the caller or to someone the caller stands in for. The header badge, the home
 * card and the landing read it.
 */
export const getApprovalCount = defineOperation({
  opid: 'TG-APPROVALS', actionKey: 'action', action: 'getapprovalcount',
  request: v.object(own),
  response: v.object({ ...ok, trips: v.number(), bookings: v.number(), expenses: v.number(), total: v.number() }),
  roles: 'any', mutates: false,
});

export const approvalOperations = {
  getPendingApprovals,
  getApprovalCount,
  decideTrip,
  previewApprovalWorkflow,
  getApprovalWorkflowForProfile,
  getApprovalTransactions,
};
