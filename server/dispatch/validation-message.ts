import * as v from 'valibot';

/**
 * '<field>: <problem>' for a valibot issue. Contract messages usually name their field already
 * ('userid is required'); those are kept as they are rather than saying the field twice.
 */
export function issueMessage(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'body is invalid';
  const path = v.getDotPath(issue);
  // valibot reports a missing key on the object schema ("Invalid key: …"), not with the field's message.
  if (path && issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined) return `${path} is required`;
  if (!path) return issue.message.startsWith('body') ? issue.message : `body: ${issue.message}`;
  return issue.message.startsWith(path) ? issue.message : `${path}: ${issue.message}`;
}
