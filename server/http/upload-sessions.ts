import { randomBytes } from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import { UPLOAD_SESSION_TTL_MS } from '../../src/contract/resumable-upload';
import type { Session } from '../auth/sessions';
import { aad } from '../crypto/sealed-columns';
import { openBytes, sealBytes } from '../crypto/seal';
import type { Executor } from '../store/db';
import { uploadChunks, uploadSessions } from '../store/schema';
import type { UploadCategory } from './upload-types';

/*
 * The store of resumable uploads (docs/operations.md "POST /api/uploads"): a session per file,
 * its chunks sealed like uploaded files, and `received` as the one offset the next chunk must
 * start at. Sessions are the opener's alone: every lookup is by id, company and profile.
 */

export type UploadSession = typeof uploadSessions.$inferSelect;

type Owner = Pick<Session, 'corporateid' | 'profileid'>;

/** Removes sessions (and their chunks, by cascade) opened more than a day before `now`. */
export async function removeExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(uploadSessions).where(lt(uploadSessions.createdAt, new Date(now.getTime() - UPLOAD_SESSION_TTL_MS)));
}

export async function openSession(db: Executor, owner: Owner, file: { name: string; category: UploadCategory; size: number }, now: Date): Promise<UploadSession> {
  const [row] = await db
    .insert(uploadSessions)
    .values({ id: `u${randomBytes(12).toString('hex')}`, corporateId: owner.corporateid, profileId: owner.profileid, ...file, received: 0, createdAt: now })
    .returning();
  return row!;
}

const ownedBy = (owner: Owner, uploadId: string) =>
  and(eq(uploadSessions.id, uploadId), eq(uploadSessions.corporateId, owner.corporateid), eq(uploadSessions.profileId, owner.profileid));

/** The caller's own session, or undefined (another person's, expired and unknown alike). */
export async function findSession(db: Executor, owner: Owner, uploadId: string): Promise<UploadSession | undefined> {
  const [row] = await db.select().from(uploadSessions).where(ownedBy(owner, uploadId));
  return row;
}

export type AppendResult = { kind: 'appended'; session: UploadSession } | { kind: 'conflict'; session: UploadSession } | { kind: 'missing' };

/**
 * Stores one chunk at `offset` if that is exactly where the session stands. Run in a transaction:
 * the session row stays locked until it ends, so two attempts at the same offset (a retry racing a
 * slow original) store one chunk and the other is told the new offset.
 */
export async function appendChunk(tx: Executor, owner: Owner, uploadId: string, offset: number, bytes: Buffer): Promise<AppendResult> {
  const [session] = await tx.select().from(uploadSessions).where(ownedBy(owner, uploadId)).for('update');
  if (!session) return { kind: 'missing' };
  if (session.received !== offset) return { kind: 'conflict', session };
  await tx.insert(uploadChunks).values({ uploadId, corporateId: session.corporateId, offset, data: await sealBytes(tx, bytes, aad.uploadChunk(uploadId, offset)) });
  const [updated] = await tx
    .update(uploadSessions)
    .set({ received: offset + bytes.length })
    .where(eq(uploadSessions.id, uploadId))
    .returning();
  return { kind: 'appended', session: updated! };
}

/** The whole file, its chunks opened and joined in offset order. */
export async function assembledBytes(db: Executor, uploadId: string): Promise<Buffer> {
  const rows = await db.select().from(uploadChunks).where(eq(uploadChunks.uploadId, uploadId)).orderBy(asc(uploadChunks.offset));
  const parts: Buffer[] = [];
  for (const row of rows) parts.push(await openBytes(db, row.data, aad.uploadChunk(uploadId, row.offset)));
  return Buffer.concat(parts);
}

/** Forgets a session and its chunks (finished, refused or expired). */
export async function removeSession(db: Executor, uploadId: string): Promise<void> {
  await db.delete(uploadSessions).where(eq(uploadSessions.id, uploadId));
}
