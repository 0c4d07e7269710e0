import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import { QR_LOGIN_CLIENT } from '../../../src/contract/login';
import { emulate, emulationCandidates, mintQrLoginKey, switchBack, switchToPersonal } from '../../../src/contract/emulation/operations';
import { emulationRefusal } from '../../../src/domain/emulation-rules';
import { endEmulation, startEmulation, startPersonal } from '../../auth/emulation';
import { mintLoginKey } from '../../auth/login-keys';
import { defineHandler, type OperationHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { profiles } from '../../store/schema';

const OK = { Status: 'OK' as const, Message: '' };
const CANDIDATE_LIMIT = 50;

/** ProfileLite rows of the caller's company the caller may emulate; `query` matches name or email. */
const candidates = defineHandler(emulationCandidates)(async ({ session, tx }, { query }) => {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await tx
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.passportLastName, email: profiles.email, role: profiles.role })
    .from(profiles)
    .where(
      and(
        eq(profiles.corporateId, session.corporateid),
        ne(profiles.id, session.profileid),
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

const emulateHandler = defineHandler(emulate)(({ session, tx, now }, { emulprofileid }) => startEmulation(tx, session, emulprofileid, now));

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
