import type { Executor } from '../store/db';
import { type SecurityEventKind, securityEvents } from '../store/schema';

export interface SecurityEvent {
  kind: SecurityEventKind;
  at: Date;
  /** The login name (lower-cased) as typed, also for accounts that do not exist. */
  userId: string;
  profileId?: string | null;
  corporateId?: string | null;
  address?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
}

/** The client's user agent as stored: bounded, so a client cannot bloat the audit. */
export const auditUserAgent = (header: string | undefined) => (header ? header.slice(0, 512) : null);

/** Writes one row of the security audit trail (security_events). */
export async function recordSecurityEvent(db: Executor, event: SecurityEvent): Promise<void> {
  await db.insert(securityEvents).values({
    at: event.at,
    kind: event.kind,
    userId: event.userId,
    profileId: event.profileId ?? null,
    corporateId: event.corporateId ?? null,
    address: event.address ?? null,
    userAgent: event.userAgent ?? null,
    detail: event.detail ?? {},
  });
}
