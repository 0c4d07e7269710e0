import { and, asc, eq, ilike, isNull, ne, or } from 'drizzle-orm';
import { QR_LOGIN_CLIENT } from '../../../src/contract/login';
import { emulate, emulationCandidates, mintQrLoginKey, switchBack, switchToPersonal } from '../../../src/contract/emulation/operations';
import { emulationRefusal } from '../../../src/domain/emulation-rules';
import { endEmulation, startEmulation, startPersonal } from '../../auth/emulation';
import type { Session } from '../../auth/sessions';
import { mintLoginKey } from '../../auth/login-keys';
import { defineHandler, type OperationHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import type { Executor } from '../../store/db';
import { personAccounts, profiles } from '../../store/schema';

const OK = { Status: 'OK' as const, Message: '' };
const CANDIDATE_LIMIT = 50;

/*
 * Only people who can sign in themselves are acted as (docs/features/emulation.md): a deactivated
 * person has left, and a pending one has not yet accepted the invitation, so acting as either would
 * book and approve in the name of someone who cannot see it. A profile without a person_accounts row
 * is active (docs/features/people.md).
 */
const canSignIn = or(isNull(personAccounts.status), eq(personAccounts.status, 'active'));

/**
 * Why `target` may not be emulated because of their account status, or null. Asked only once the
 * role and company rules allow the pair, so another company's profile still reads as unknown.
 */
async function statusRefusal(db: Executor, session: Session, target: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.passportLastName, email: profiles.email, role: profiles.role, status: personAccounts.status })
    .from(profiles)
    .leftJoin(personAccounts, eq(personAccounts.profileId, profiles.id))
    .where(and(eq(profiles.id, target), eq(profiles.corporateId, session.corporateid)));
  if (!row || row.status === null || row.status === 'active') return null;
  const caller = { profileid: session.profileid, corporateid: session.corporateid, role: session.role };
  if (emulationRefusal(caller, { profileid: target, corporateid: session.corporateid, role: row.role }) !== null) return null;
  const name = `${row.firstName} ${row.lastName}`.trim() || row.email;
  return row.status === 'deactivated'
    ? `${name} is deactivated and cannot be emulated`
    : `${name} has not activated their account yet and cannot be emulated`;
}

/** ProfileLite rows of the caller's company the caller may emulate, active accounts only; `query` matches name or email. */
const candidates = defineHandler(emulationCandidates)(async ({ session, tx }, { query }) => {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await tx
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.passportLastName, email: profiles.email, role: profiles.role })
    .from(profiles)
    .leftJoin(personAccounts, eq(personAccounts.profileId, profiles.id))
    .where(
      and(
        eq(profiles.corporateId, session.corporateid),
        ne(profiles.id, session.profileid),
        canSignIn,
        query ? or(ilike(profiles.firstName, pattern), ilike(profiles.passportLastName, pattern), ilike(profiles.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(profiles.firstName), asc(profiles.id))
    .limit(CANDIDATE_LIMIT);
  const caller = { profileid: session.profileid, corporateid: session.corporateid, role: session.role };
  const allowed = rows.filter((r) => emulationRefusal(caller, { profileid: r.id, corporateid: session.corporateid, role: r.role }) === null);
  return {
    ApiStatus: OK,
    profiles: allowed.map((r) => ({ profileid: r.id, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email, corporate_role: r.role })),
  };
});

const emulateHandler = defineHandler(emulate)(async ({ session, tx, now }, { emulprofileid }) => {
  // Nested emulation keeps its own refusal (startEmulation).
  const refusal = session.emulatedBy ? null : await statusRefusal(tx, session, emulprofileid);
  if (refusal) throw forbidden(refusal);
  return startEmulation(tx, session, emulprofileid, now);
});

const switchBackHandler = defineHandler(switchBack)(({ session, tx, now, forgetSessions }) =>
  endEmulation(tx, session, now, forgetSessions),
);

/** Not while emulating: the phone would be signed in as the traveller with no emulation on record. */
const mintQr = defineHandler(mintQrLoginKey)(async ({ session, tx, now }) => {
  if (session.emulatedBy) throw forbidden('Switch back before creating a mobile login code');
  const { key, expiresAt } = await mintLoginKey(tx, { client: QR_LOGIN_CLIENT, profileid: session.profileid, now, sessionTokenHash: session.tokenHash });
  return { ApiStatus: OK, key, expiresat: expiresAt.toISOString() };
});

const personalHandler = defineHandler(switchToPersonal)(({ session, tx, now }, { personalprofileid }) =>
  startPersonal(tx, session, personalprofileid, now),
);

export const emulationHandlers: OperationHandler[] = [candidates, emulateHandler, switchBackHandler, mintQr, personalHandler];
