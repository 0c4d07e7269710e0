import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type webpush from 'web-push';
import type { Session } from '../../server/auth/sessions';
import { CallContext } from '../../server/dispatch/call-context';
import { routeTripForApproval } from '../../server/workflow/approval-routing';
import { applyTripEvent } from '../../server/workflow/trip-access';
import { pushesSettled } from '../../server/push/notify';
import { configurePushTransport } from '../../server/push/send';
import type { Db } from '../../server/store/db';
import { corporateTripSettings, profiles, trips } from '../../server/store/schema';
import type { PushPayload } from '../../src/contract/push/payload';
import type { TripApprovalMode } from '../../src/domain/trip-lifecycle-types';

/* Shared by the approval tests: trips straight into the database, the submit step, captured pushes. */

const log = pino({ level: 'silent' });
let nextTrip = 790_001;

export async function insertTrip(db: Db, traveller: string, now: Date, extra: Partial<typeof trips.$inferInsert> = {}): Promise<string> {
  const [p] = await db.select().from(profiles).where(eq(profiles.id, traveller));
  const id = String(nextTrip++);
  await db.insert(trips).values({
    id, corporateId: p!.corporateId, travellerProfileId: traveller, createdByProfileId: traveller, createdBy: p!.email,
    tripName: `Trip ${id}`, origin: 'Bengaluru', destination: 'Mumbai', fromDate: '2026-04-10', toDate: '2026-04-12',
    status: 'pending', tripPurpose: `Client visit ${id}`, createdAt: now, updatedAt: now, ...extra,
  });
  return id;
}

/** A handler context acting as `profileId` (what the dispatcher would build for that user's call). */
export async function contextFor(tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0], profileId: string, now: Date): Promise<CallContext> {
  const [p] = await tx.select().from(profiles).where(eq(profiles.id, profileId));
  const session: Session = {
    tokenHash: '', profileid: p!.id, corporateid: p!.corporateId, role: p!.role, userCategory: p!.userCategory,
    passwordChange: false, encKey: null, expiresAt: now, lastSeenAt: now, emulatedBy: null,
  };
  return new CallContext(session, tx, now, log, () => undefined);
}

/** What trip-core's TG-TRIPBOOKINGAPPROVAL does: SUBMIT and route, in one transaction, as the traveller. */
export async function submitTrip(db: Db, tripId: string, now: Date): Promise<{ status: string; levels: number }> {
  let ctx: CallContext | null = null;
  const answer = await db.transaction(async (tx) => {
    const [trip] = await tx.select().from(trips).where(eq(trips.id, tripId));
    ctx = await contextFor(tx, trip!.travellerProfileId, now);
    const submitted = await applyTripEvent(ctx, trip!, 'SUBMIT');
    const routed = await routeTripForApproval(ctx, submitted);
    return { status: submitted.status, levels: routed.levels };
  });
  (ctx as CallContext | null)?.runAfterCommit(db);
  return answer;
}

export async function setApprovalMode(db: Db, corporateId: string, mode: TripApprovalMode): Promise<void> {
  await db
    .insert(corporateTripSettings)
    .values({ corporateId, approvalMode: mode })
    .onConflictDoUpdate({ target: corporateTripSettings.corporateId, set: { approvalMode: mode } });
}

export interface SentPush {
  profileId: string;
  payload: PushPayload;
}

/** Every profile gets a fake subscription; what web-push would send is recorded instead. */
export async function capturePushes(db: Db, now: Date): Promise<{ sent: SentPush[]; settled: () => Promise<SentPush[]> }> {
  const sent: SentPush[] = [];
  await db.execute(sql`
    insert into push_subscriptions (profile_id, corporate_id, endpoint, p256dh, auth, created_at)
    select id, corporate_id, 'https://push.test/' || id, 'key', 'auth', ${now.toISOString()}::timestamptz from profiles
    on conflict do nothing`);
  const send = (async (subscription: webpush.PushSubscription, body: string) => {
    sent.push({ profileId: subscription.endpoint.split('/').pop()!, payload: JSON.parse(body) as PushPayload });
    return { statusCode: 201, body: '', headers: {} };
  }) as unknown as typeof webpush.sendNotification;
  configurePushTransport(db, { send });
  return {
    sent,
    settled: async () => {
      await pushesSettled();
      return sent;
    },
  };
}
