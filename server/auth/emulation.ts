import { and, eq, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import type { EmulationLoginSchema } from '../../src/contract/login';
import { emulationRefusal } from '../../src/domain/emulation-rules';
import { badRequest, forbidden } from '../http/errors';
import type { Executor } from '../store/db';
import { emulations, profiles, sessions } from '../store/schema';
import { buildLoginOk, type ProfileRow } from './login-response';
import { type Session, insertSession } from './sessions';

type EmulationLogin = v.InferInput<typeof EmulationLoginSchema>;

async function profileById(db: Executor, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

function displayName(profile: ProfileRow): string {
  return `${profile.firstName} ${profile.passportLastName}`.trim() || profile.email;
}

/**
 * TG-EMULV2: a second session for the target profile, tied to the admin's session by an
 * `emulations` row. The admin's own token stays valid until switch back replaces it, so a lost
 * answer does not log the admin out.
 */
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

  return db.transaction(async (tx) => {
    const auth = await insertSession(tx, {
      profileid: target.id,
      corporateid: target.corporateId,
      // The admin acts; the target's pending password change is theirs to make, not a blocker here.
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
      startedAt: now,
    });
    const login = await buildLoginOk(tx, { ...target, passwordChange: false }, { token: auth.token, encKey: auth.encKey, now });
    return {
      ...login,
      wsstatus: { Status: 'OK', Message: `You are acting as ${displayName(target)}` },
      emulmaster: { profileid: master.id, name: displayName(master) },
      emulmode: true,
    };
  });
}

/**
 * TG-EMULSWITCHBACKV2: ends the emulation, revokes both the emulated session and the admin's
 * old one, and answers a fresh login for the admin. Whom to restore comes from the server's record.
 */
export async function endEmulation(db: Executor, caller: Session, now: Date): Promise<EmulationLogin> {
  if (!caller.emulatedBy) throw badRequest('You are not emulating anyone');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emulations)
      .set({ endedAt: now })
      .where(and(eq(emulations.tokenHash, caller.tokenHash), isNull(emulations.endedAt)))
      .returning();
    if (!row) throw badRequest('You are not emulating anyone');
    const master = await profileById(tx, row.masterProfileId);
    if (!master) throw forbidden('Your profile no longer exists');
    await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, caller.tokenHash));
    await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, row.masterTokenHash));
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
}
