import * as v from 'valibot';

/**
 * '<field>: <problem>' for a valibot issue. Contract messages usually name their field already
 * ('userid is required'); those are kept as they are rather than saying the field twice.
 */
export function issueMessage(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'body is invalid';
  const path = v.getDotPath(issue);
  if (!path) return issue.message.startsWith('body') ? issue.message : `body: ${issue.message}`;
  return issue.message.startsWith(path) ? issue.message : `${path}: ${issue.message}`;
}
