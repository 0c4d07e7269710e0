import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Role, UserCategory } from '../../src/contract/roles';
import { sessionExpired } from '../http/errors';
import type { Db } from '../store/db';
import { profiles, sessions } from '../store/schema';
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
}

interface Cached {
  session: Session;
  fetchedAt: number;
}

const MAX_CACHED = 10_000;

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

  async create(input: { profileid: string; corporateid: string; passwordChange: boolean; enc: boolean; pushToken: string; now: Date }) {
    const token = newToken();
    const encKey = input.enc ? randomBytes(32).toString('base64') : null;
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      profileId: input.profileid,
      corporateId: input.corporateid,
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt: new Date(input.now.getTime() + this.config.absoluteMs),
      encKey,
      passwordChange: input.passwordChange,
      pushToken: input.pushToken,
    });
    return { token, encKey };
  }

  /** The live session of an Authorization header, or a thrown 401 + 900. */
  async authenticate(authorization: string | undefined, now: Date): Promise<Session> {
    const token = bearerToken(authorization);
    if (!token) throw sessionExpired();
    const tokenHash = hashToken(token);
    const session = await this.lookup(tokenHash, now.getTime());
    const idleSince = now.getTime() - session.lastSeenAt.getTime();
    if (now >= session.expiresAt || idleSince >= this.config.idleMs) {
      this.cache.delete(tokenHash);
      throw sessionExpired();
    }
    if (idleSince >= touchIntervalMs(this.config)) {
      session.lastSeenAt = now;
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    }
    return session;
  }

  /** Logout: the token is refused from the moment this returns, in this process at once. */
  async revoke(session: Session, now: Date): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, session.tokenHash));
    this.generation += 1;
    this.cache.delete(session.tokenHash);
  }

  /** Drops cached sessions of a profile; called after every committed mutation by that profile. */
  forgetProfile(profileid: string): void {
    this.generation += 1;
    for (const [hash, entry] of this.cache) if (entry.session.profileid === profileid) this.cache.delete(hash);
  }

  private async lookup(tokenHash: string, nowMs: number): Promise<Session> {
    const cached = this.cache.get(tokenHash);
    if (cached && nowMs - cached.fetchedAt < this.config.cacheMs && nowMs >= cached.fetchedAt) return cached.session;
    const generation = this.generation;
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
      })
      .from(sessions)
      .innerJoin(profiles, eq(profiles.id, sessions.profileId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    if (!row) {
      this.cache.delete(tokenHash);
      throw sessionExpired();
    }
    const session: Session = { ...row, tokenHash, encKey: row.encKey ? Buffer.from(row.encKey, 'base64') : null };
    if (generation === this.generation) {
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      this.cache.set(tokenHash, { session, fetchedAt: nowMs });
    }
    return session;
  }
}
