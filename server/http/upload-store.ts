import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Session } from '../auth/sessions';
import { aad } from '../crypto/sealed-columns';
import { openBytes, sealBytes } from '../crypto/seal';
import type { Executor } from '../store/db';
import { uploadedFiles } from '../store/schema';

export type StoredFile = Omit<typeof uploadedFiles.$inferSelect, 'data'>;

export const fileUrl = (fileId: string) => `/api/files/${fileId}`;

/** What POST /api/upload answers in `Result` and the documents list repeats per document. */
export function describeFile(file: StoredFile) {
  return { fileid: file.id, name: file.name, mime: file.mime, size: file.size, sha256: file.sha256, url: fileUrl(file.id) };
}

const META = {
  id: uploadedFiles.id,
  corporateId: uploadedFiles.corporateId,
  profileId: uploadedFiles.profileId,
  name: uploadedFiles.name,
  mime: uploadedFiles.mime,
  size: uploadedFiles.size,
  sha256: uploadedFiles.sha256,
  createdAt: uploadedFiles.createdAt,
};

/**
 * Stores a checked upload for its owner. The same bytes under the same name from the same person
 * answer the file already stored, so a retried upload (lost reply, double tap) leaves one file.
 */
export async function saveUpload(db: Executor, session: Session, file: { name: string; mime: string; bytes: Buffer }, now: Date): Promise<StoredFile> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const id = `f${randomBytes(12).toString('hex')}`;
  await db
    .insert(uploadedFiles)
    .values({
      id,
      corporateId: session.corporateid,
      profileId: session.profileid,
      name: file.name,
      mime: file.mime,
      size: file.bytes.length,
      sha256,
      data: await sealBytes(db, file.bytes, aad.uploadedFile(id)),
      createdAt: now,
    })
    .onConflictDoNothing();
  const [stored] = await db
    .select(META)
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.profileId, session.profileid), eq(uploadedFiles.sha256, sha256), eq(uploadedFiles.name, file.name)));
  return stored!;
}

/** A file's metadata inside the caller's company, or undefined. */
export async function findFile(db: Executor, corporateId: string, fileId: string): Promise<StoredFile | undefined> {
  const [row] = await db.select(META).from(uploadedFiles).where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.corporateId, corporateId)));
  return row;
}

/** The file's bytes, opened (stored sealed, server/crypto). */
export async function fileBytes(db: Executor, fileId: string): Promise<Buffer> {
  const [row] = await db.select({ data: uploadedFiles.data }).from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
  return row ? openBytes(db, row.data, aad.uploadedFile(fileId)) : Buffer.alloc(0);
}

/** attachment; with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
