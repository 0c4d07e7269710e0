import type { Operation } from '../../src/contract/operation';
import type { Db } from '../store/db';
import { emulationAudit } from '../store/schema';
import type { Session } from './sessions';

/**
 * One row per service call of an emulated session, naming both the admin and the profile acted as.
 * Written before the call's checks run, so refused attempts are on record too. The dispatcher calls it
 * only for emulated sessions.
 */
export async function recordEmulatedCall(db: Db, masterProfileId: string, session: Session, operation: Pick<Operation, 'opid' | 'action'>, at: Date): Promise<void> {
  await db.insert(emulationAudit).values({
    at,
    masterProfileId,
    profileId: session.profileid,
    corporateId: session.corporateid,
    opid: operation.opid,
    action: operation.action ?? '',
  });
}
