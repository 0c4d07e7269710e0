import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { signedTokens } from '../auth/signed-tokens';
import { HttpError } from '../http/errors';
import type { Executor } from '../store/db';
import { usedPushActions } from '../store/schema';

/**
 * Tokens behind a notification's Approve/Reject buttons: `<payload>.<signature>`, both base64url.
 * The payload binds profile, company and trip (and optionally one decision), an expiry (7 days)
 * and a random id; HMAC-SHA256 with a secret generated once and kept in auth_secrets, like the
 * SSO/QR keys. Verifying records the id, so each token decides once.
 */
export const PUSH_ACTION_TTL_MS = 7 * 24 * 3_600_000;
const SECRET_NAME = 'push-action-hmac';

/** What a token decides on: a trip's approval (the default, tokens without a kind) or an expense report's. */
export type PushActionKind = 'trip' | 'expense';

export interface PushActionClaims {
  profileId: string;
  corporateId: string;
  /** The trip's id; for kind 'expense', the expense report's. */
  tripid: string;
  kind?: PushActionKind;
  /** When set, the token is good for this decision only. */
  decision?: string;
}

export interface VerifiedPushAction extends PushActionClaims {
  expiresAt: Date;
  jti: string;
}

/** A transaction (or the database) and the call's clock: a HandlerContext fits. */
export interface PushActionContext {
  tx: Executor;
  now: Date;
}

const tokens = signedTokens(SECRET_NAME);

export async function signPushAction(ctx: PushActionContext, claims: PushActionClaims, ttlMs = PUSH_ACTION_TTL_MS): Promise<string> {
  const body = {
    p: claims.profileId,
    c: claims.corporateId,
    t: claims.tripid,
    ...(claims.kind === 'expense' ? { k: 'expense' } : {}),
    ...(claims.decision ? { d: claims.decision } : {}),
    e: ctx.now.getTime() + ttlMs,
    j: randomBytes(12).toString('base64url'),
  };
  return tokens.sign(ctx.tx, ctx.now, JSON.stringify(body));
}

const refused = (message: string) => new HttpError(403, `token: ${message}`);

function readClaims(text: string | null): VerifiedPushAction | null {
  if (text === null) return null;
  const body = JSON.parse(text) as Record<string, unknown>;
  const { p, c, t, k, d, e, j } = body;
  if (typeof p !== 'string' || typeof c !== 'string' || typeof t !== 'string' || typeof e !== 'number' || typeof j !== 'string') return null;
  return { profileId: p, corporateId: c, tripid: t, kind: k === 'expense' ? 'expense' : 'trip', ...(typeof d === 'string' ? { decision: d } : {}), expiresAt: new Date(e), jti: j };
}

/**
 * The claims of a genuine, unexpired, unused token of `kind` (and, when the token names a decision,
 * only for that `decision`); otherwise a 403 'token: …'. Call it inside the transaction that applies the
 * decision: if the decision fails and rolls back, the token stays usable.
 */
export async function verifyPushAction(ctx: PushActionContext, token: string, decision?: string, kind: PushActionKind = 'trip'): Promise<VerifiedPushAction> {
  const claims = readClaims(await tokens.open(ctx.tx, ctx.now, token));
  if (!claims || claims.kind !== kind) throw refused('not valid');
  if (claims.expiresAt <= ctx.now) throw refused('expired');
  if (claims.decision !== undefined && decision !== undefined && claims.decision !== decision) throw refused('not valid for this decision');
  await ctx.tx.delete(usedPushActions).where(lt(usedPushActions.expiresAt, ctx.now));
  const fresh = await ctx.tx
    .insert(usedPushActions)
    .values({ jti: claims.jti, profileId: claims.profileId, usedAt: ctx.now, expiresAt: claims.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedPushActions.jti });
  if (fresh.length === 0) throw refused('already used');
  return claims;
}
