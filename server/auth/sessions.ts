import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role, UserCategory } from '../../src/contract/roles';
import { sessionExpired } from '../http/errors';
import type { Db, Executor } from '../store/db';
import { emulations, profiles, sessions } from '../store/schema';
import { type SessionConfig, touchIntervalMs } from './session-config';
import { bearerToken, hashToken, newToken } from './tokens';

/** The caller, as the dispatcher and handlers see it. */
export interface Session {
  tokenHash: string;
  profileid: string;
  corporateid: string;
  role: Role;
  userCategory: UserCategory;
  passwordChange: boolean;
  /** Raw AES-256 key when the session asked for encrypted responses. */
  encKey: Buffer | null;
  expiresAt: Date;
  lastSeenAt: Date;
  /** The admin's profile id while this session emulates someone (every call is audited), else null. */
  emulatedBy: string | null;
}

export interface NewSession {
  profileid: string;
  corporateid: string;
  passwordChange: boolean;
  enc: boolean;
  pushToken: string;
  now: Date;
  expiresAt: Date;
}

/**
 * Writes a session row and returns the raw token (only its hash is stored). Emulation and SSO call
 * this inside their own transactions; the expiry is the caller's choice (an emulation never outlives
 * the admin's own session).
 */
export async function insertSession(db: Executor, input: NewSession): Promise<{ token: string; tokenHash: string; encKey: string | null }> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const encKey = input.enc ? randomBytes(32).toString('base64') : null;
  await db.insert(sessions).values({
    tokenHash,
    profileId: input.profileid,
    corporateId: input.corporateid,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: input.expiresAt,
    encKey,
    passwordChange: input.passwordChange,
    pushToken: input.pushToken,
  });
  return { token, tokenHash, encKey };
}

/** Keyed by the raw token: a cache hit costs no sha256 (the hot path of every call). */
interface Cached {
  session: Session;
  fetchedAt: number;
}

const MAX_CACHED = 10_000;

/** The condition a session row meets while it may still be used: not revoked, not expired, not idle too long. */
export function liveSessions(now: Date, idleMs: number) {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)));
}

export class SessionStore {
  private readonly cache = new Map<string, Cached>();
  /**
   * Bumped by every revocation. A lookup that started before a bump does not fill the cache, so a
   * database read racing with logout can never park a revoked session in the cache.
   */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly config: SessionConfig,
  ) {}

  async create(input: Omit<NewSession, 'expiresAt'>) {
    return insertSession(this.db, { ...input, expiresAt: new Date(input.now.getTime() + this.config.absoluteMs) });
  }

  /**
   * The live session of an Authorization header, or a rejected 401 + 900. Not `async`: a cache hit
   * that needs no last-seen write answers without a database round trip or extra promise.
   */
  authenticate(authorization: string | undefined, now: Date): Session | Promise<Session> {
    const token = bearerToken(authorization);
    if (!token) return Promise.reject(sessionExpired());
    const cached = this.cache.get(token);
    const nowMs = now.getTime();
    if (cached && nowMs - cached.fetchedAt < this.config.cacheMs && nowMs >= cached.fetchedAt) return this.checkLive(token, cached.session, now);
    return this.fetch(token, nowMs).then((session) => this.checkLive(token, session, now));
  }

  private checkLive(token: string, session: Session, now: Date): Session | Promise<Session> {
    const idleSince = now.getTime() - session.lastSeenAt.getTime();
    if (now >= session.expiresAt || idleSince >= this.config.idleMs) {
      this.cache.delete(token);
      return Promise.reject(sessionExpired());
    }
    if (idleSince < touchIntervalMs(this.config)) return session;
    session.lastSeenAt = now;
    return this.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(eq(sessions.tokenHash, session.tokenHash))
      .then(() => session);
  }

  /**
   * Whether the session with this token hash is still live (not revoked, not expired, not idle
   * too long), for credentials derived from a session such as signed PDF links. Read from the
   * database, so a logout in another process counts at once.
   */
  async isLive(tokenHash: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), liveSessions(now, this.config.idleMs)));
    return row !== undefined;
  }

  /** Logout: the token is refused from the moment this returns, in this process at once. */
  async revoke(session: Session, now: Date): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, session.tokenHash));
    this.forget((cached) => cached.tokenHash === session.tokenHash);
  }

  /** Drops cached sessions revoked outside `revoke` (emulation's switch back and logout). */
  forgetTokenHashes(tokenHashes: readonly string[]): void {
    this.forget((cached) => tokenHashes.includes(cached.tokenHash));
  }

  /** Drops cached sessions of a profile; called after every committed mutation by that profile. */
  forgetProfile(profileid: string): void {
    this.forget((cached) => cached.profileid === profileid);
  }

  private forget(matches: (session: Session) => boolean): void {
    this.generation += 1;
    for (const [token, entry] of this.cache) if (matches(entry.session)) this.cache.delete(token);
  }

  private async fetch(token: string, nowMs: number): Promise<Session> {
    const generation = this.generation;
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select({
        profileid: sessions.profileId,
        corporateid: sessions.corporateId,
        role: profiles.role,
        userCategory: profiles.userCategory,
        passwordChange: sessions.passwordChange,
        encKey: sessions.encKey,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        emulatedBy: emulations.masterProfileId,
      })
      .from(sessions)
      .innerJoin(profiles, eq(profiles.id, sessions.profileId))
      .leftJoin(emulations, and(eq(emulations.tokenHash, sessions.tokenHash), isNull(emulations.endedAt)))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    if (!row) {
      this.cache.delete(token);
      throw sessionExpired();
    }
    const session: Session = { ...row, tokenHash, encKey: row.encKey ? Buffer.from(row.encKey, 'base64') : null };
    if (generation === this.generation) {
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      this.cache.set(token, { session, fetchedAt: nowMs });
    }
    return session;
  }
}
