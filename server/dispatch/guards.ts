import * as v from 'valibot';
import type { Operation } from '../../src/contract/operation';
import type { Session } from '../auth/sessions';
import { badRequest, forbidden } from '../http/errors';
import { ACTION_FIELDS } from './registry';
import { issueMessage } from './validation-message';

export function checkRole(operation: Operation, session: Session): void {
  if (operation.roles !== 'any' && !operation.roles.includes(session.role)) {
    throw forbidden(`Your role (${session.role}) may not use ${operation.opid} ${operation.action ?? ''}`.trim());
  }
}

export function checkPasswordChange(operation: Operation, session: Session): void {
  if (session.passwordChange && !operation.allowDuringPasswordChange) throw forbidden('Password change required');
}

/** Non-strings are left to the request schema, which reports them as a 400. */
function isForeign(value: unknown, own: string): boolean {
  return typeof value === 'string' && value !== '' && value !== own;
}

/**
 * A profileid/corporateid in the body must be the caller's own: no reaching into other accounts.
 * Handlers whose request nests them (an insurance booking's `jsondata`) hold those to the same
 * rule, naming the field with `prefix`.
 */
export function checkOwnership(
  body: { profileid?: unknown; corporateid?: unknown },
  session: Session,
  prefix = '',
): void {
  if (isForeign(body.profileid, session.profileid)) throw forbidden(`${prefix}profileid: not yours`);
  if (isForeign(body.corporateid, session.corporateid)) throw forbidden(`${prefix}corporateid: not yours`);
}

const ROUTING_FIELDS = new Set<string>(['opid', ...ACTION_FIELDS]);

/** The body without its routing fields, validated against the operation's request schema. */
export function parseInput(operation: Operation, body: Record<string, unknown>): unknown {
  const rest: Record<string, unknown> = {};
  for (const name in body) if (!ROUTING_FIELDS.has(name)) rest[name] = body[name];
  const result = v.safeParse(operation.request, rest);
  if (!result.success) throw badRequest(issueMessage(result.issues[0]));
  return result.output;
}
