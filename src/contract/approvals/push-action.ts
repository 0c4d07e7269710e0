import * as v from 'valibot';
import { APPROVAL_DECISIONS } from '../../domain/approval-rules';

/**
 * What a notification's Approve/Reject button posts to the payload's actionurl (the service
 * worker, src/sw/push.ts): the signed single-use token and the decision. Answers
 * {status: 'OK'|'NOK', message} (docs/approvals.md).
 */
export const ApprovalActionRequestSchema = v.object(
  {
    token: v.pipe(v.string('token is required'), v.nonEmpty('token is required'), v.maxLength(2000, 'token is too long')),
    decision: v.picklist(APPROVAL_DECISIONS, 'decision must be approve or reject'),
  },
  'body must be a JSON object',
);
export type ApprovalActionRequest = v.InferOutput<typeof ApprovalActionRequestSchema>;
