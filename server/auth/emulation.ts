import { and, eq, inArray, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import type { EmulationLoginSchema } from '../../src/contract/login';
import { emulationRefusal } from '../../src/domain/emulation-rules';
import { badRequest, forbidden } from '../http/errors';
import type { Executor } from '../store/db';
import { emulations, personalAccounts, profiles, sessions } from '../store/schema';
import { buildLoginOk, type ProfileRow } from './login-response';
import { recordSecurityEvent } from './security-audit';
import { type Session, insertSession } from './sessions';

type EmulationLogin = v.InferInput<typeof EmulationLoginSchema>;

async function profileById(db: Executor, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

function displayName(profile: ProfileRow): string {
  return `${profile.firstName} ${profile.passportLastName}`.trim() || profile.email;
}

type Kind = 'admin' | 'personal';

/**
 * A second session for `target`, tied to the caller's session by an `emulations` row so every
 * call is audited and switch back knows whom to restore. The caller's own token stays valid until
 * switch back replaces it, so a lost answer does not log them out.
 */
function openActingSession(db: Executor, caller: Session, master: ProfileRow, target: ProfileRow, kind: Kind, message: string, now: Date) {
  return db.transaction(async (tx): Promise<EmulationLogin> => {
    const auth = await insertSession(tx, {
      profileid: target.id,
      corporateid: target.corporateId,
      // The caller acts; the target's pending password change is theirs to make, not a blocker here.
      passwordChange: false,
      enc: caller.encKey !== null,
      pushToken: '',
      now,
      expiresAt: caller.expiresAt,
    });
    await tx.insert(emulations).values({
      tokenHash: auth.tokenHash,
      masterProfileId: master.id,
      masterTokenHash: caller.tokenHash,
      emulatedProfileId: target.id,
      corporateId: target.corporateId,
      kind,
      startedAt: now,
    });
    await recordSecurityEvent(tx, { kind: 'emulation_start', at: now, userId: master.userId, profileId: master.id, corporateId: master.corporateId, detail: { kind, actingAs: target.id } });
    const login = await buildLoginOk(tx, { ...target, passwordChange: false }, { token: auth.token, encKey: auth.encKey, now });
    return {
      ...login,
      wsstatus: { Status: 'OK', Message: message },
      emulmaster: { profileid: master.id, name: displayName(master), kind },
      emulmode: true,
    };
  });
}

/** TG-EMULV2: an admin acts as a lower-ranked profile of their own company. */
export async function startEmulation(db: Executor, caller: Session, emulprofileid: string, now: Date): Promise<EmulationLogin> {
  if (caller.emulatedBy) throw forbidden('Switch back before emulating another profile');
  const target = await profileById(db, emulprofileid);
  const refusal = emulationRefusal(
    { profileid: caller.profileid, corporateid: caller.corporateid, role: caller.role },
    target ? { profileid: target.id, corporateid: target.corporateId, role: target.role } : null,
  );
  if (refusal || !target) throw forbidden(refusal ?? 'emulprofileid: no such profile in your company');
  const master = await profileById(db, caller.profileid);
  if (!master) throw forbidden('Your profile no longer exists');
  return openActingSession(db, caller, master, target, 'admin', `You are acting as ${displayName(target)}`, now);
}

/** Switch to personal v2: only to the personal account mapped to the caller's own profile. */
export async function startPersonal(db: Executor, caller: Session, personalprofileid: string, now: Date): Promise<EmulationLogin> {
  if (caller.emulatedBy) throw forbidden('Switch back before switching to a personal account');
  const [link] = await db.select().from(personalAccounts).where(eq(personalAccounts.profileId, caller.profileid));
  if (!link || link.personalProfileId !== personalprofileid) throw forbidden('personalprofileid: not yours');
  const [master, personal] = await Promise.all([profileById(db, caller.profileid), profileById(db, personalprofileid)]);
  if (!master || !personal) throw forbidden('personalprofileid: not yours');
  return openActingSession(db, caller, master, personal, 'personal', 'Switched to your personal account', now);
}

/**
 * TG-EMULSWITCHBACKV2: ends the emulation, revokes both the emulated session and the admin's
 * old one, and answers a fresh login for the admin. Whom to restore comes from the server's record.
 */
export async function endEmulation(
  db: Executor,
  caller: Session,
  now: Date,
  forgetSessions: (tokenHashes: readonly string[]) => void,
): Promise<EmulationLogin> {
  if (!caller.emulatedBy) throw badRequest('You are not emulating anyone');
  let retired: string[] = [];
  const login = await db.transaction(async (tx): Promise<EmulationLogin> => {
    const [row] = await tx
      .update(emulations)
      .set({ endedAt: now })
      .where(and(eq(emulations.tokenHash, caller.tokenHash), isNull(emulations.endedAt)))
      .returning();
    if (!row) throw badRequest('You are not emulating anyone');
    const master = await profileById(tx, row.masterProfileId);
    if (!master) throw forbidden('Your profile no longer exists');
    await recordSecurityEvent(tx, { kind: 'emulation_end', at: now, userId: master.userId, profileId: master.id, corporateId: master.corporateId, detail: { kind: row.kind, actingAs: caller.profileid, by: 'switch back' } });
    retired = [caller.tokenHash, row.masterTokenHash];
    await tx.update(sessions).set({ revokedAt: now }).where(inArray(sessions.tokenHash, retired));
    const auth = await insertSession(tx, {
      profileid: master.id,
      corporateid: master.corporateId,
      passwordChange: master.passwordChange,
      enc: caller.encKey !== null,
      pushToken: '',
      now,
      expiresAt: caller.expiresAt,
    });
    const login = await buildLoginOk(tx, master, { token: auth.token, encKey: auth.encKey, now });
    return { ...login, wsstatus: { Status: 'OK', Message: 'Switched back' }, emulmaster: null, emulmode: false };
  });
  // After the commit: the retired tokens are refused from here on, not only once the cache ages out.
  forgetSessions(retired);
  return login;
}

/**
 * Logout of an emulated session ends the whole sign-in: the admin's own earlier token goes too.
 * Answers the token hashes it revoked, for the session cache to forget.
 */
export async function endEmulationOnLogout(db: Executor, session: Session, now: Date): Promise<string[]> {
  const ended = await db
    .update(emulations)
    .set({ endedAt: now })
    .where(and(eq(emulations.tokenHash, session.tokenHash), isNull(emulations.endedAt)))
    .returning({ masterTokenHash: emulations.masterTokenHash, masterProfileId: emulations.masterProfileId, kind: emulations.kind });
  for (const row of ended) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, row.masterTokenHash));
    const master = await profileById(db, row.masterProfileId);
    const detail = { kind: row.kind, actingAs: session.profileid, by: 'logout' };
    await recordSecurityEvent(db, { kind: 'emulation_end', at: now, userId: master?.userId ?? '', profileId: row.masterProfileId, corporateId: master?.corporateId ?? null, detail });
  }
  return ended.map((row) => row.masterTokenHash);
}
