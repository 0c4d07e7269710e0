/*
 * Pure rules of trip approvals, shared by the server (authority) and the inbox screen.
 * docs/approvals.md explains the routing they serve.
 */

/** How a workflow level finds its approver (see server/store/schema-approvals.ts). */
export const APPROVAL_RULES = ['reportsTo', 'profile', 'role'] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];

export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** Status of one level's row in trip_approvals. */
export type ApprovalRowStatus = 'waiting' | 'pending' | 'approved' | 'rejected' | 'skipped';

/** Texts the server answers and the screen shows. */
export const APPROVAL_MESSAGES = {
  ownTrip: 'You cannot approve or reject your own trip',
  notRouted: 'tripid: this trip is not waiting for your approval',
  remarksRequired: 'remarks: remarks are required to reject a trip',
  noApprover: 'No approver is set up for this traveller: ask your travel admin to set the approval workflow',
  approved: 'Trip approved',
  rejected: 'Trip rejected',
  forwarded: 'Trip approved and sent to the next approver',
} as const;

/** The remarks a decision taken from a push notification is recorded with. */
export const NOTIFICATION_REMARKS: Record<ApprovalDecision, string> = {
  approve: 'Approved from notification',
  reject: 'Rejected from notification',
};

/** A delegation window covers a day when from <= day <= to (dates YYYY-MM-DD, both inclusive). */
export function delegationCovers(window: { fromDate: string; toDate: string }, day: string): boolean {
  return window.fromDate <= day && day <= window.toDate;
}

/** The calendar day (UTC) of an instant, as the delegation dates are written. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A simple policy rule for now: in policy unless an item is marked out of policy. */
export function policyStatusOf(items: readonly { outOfPolicy: boolean }[]): 'inpolicy' | 'outofpolicy' {
  return items.some((i) => i.outOfPolicy) ? 'outofpolicy' : 'inpolicy';
}
