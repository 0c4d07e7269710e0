import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHUNK_CONTENT_TYPES,
  CreateUploadSchema,
  MAX_CHUNK_BYTES,
  RECOMMENDED_CHUNK_BYTES,
  UPLOADS_PATH,
  UPLOAD_NOT_FOUND,
  UPLOAD_SESSION_PATH,
  UploadChunkQuerySchema,
  UploadChunkSchema,
  UploadSessionParamsSchema,
  type UploadSessionCreated,
  type UploadSessionState,
} from '../../src/contract/resumable-upload';
import type { AppContext } from '../app-context';
import type { Session } from '../auth/sessions';
import type { Executor } from '../store/db';
import { defineRoute, mountRoutes, objectBody } from './define-route';
import { HttpError } from './errors';
import { uploadError } from './upload-route';
import { type UploadSession, appendChunk, assembledBytes, findSession, openSession, removeExpiredSessions, removeSession } from './upload-sessions';
import { describeFile, saveUpload } from './upload-store';
import { MAX_UPLOAD_BYTES, UPLOAD_CATEGORIES, checkUpload, cleanFileName, extensionOf } from './upload-types';

/*
 * Resumable uploads (docs/operations.md "POST /api/uploads"): open a session with the file's name,
 * size and category, send chunks at the offset the server holds, and the last byte stores the
 * file as POST /api/upload would. Refusals carry ApiStatus, as the upload's do.
 */

const MIB = 1024 * 1024;

const stateOf = (session: UploadSession): UploadSessionState => ({ uploadid: session.id, offset: session.received, size: session.size });

const notFound = () => uploadError(404, UPLOAD_NOT_FOUND);

/** 409: the chunk was sent for another offset than the server holds; the client continues from `offset`. */
function offsetConflict(session: UploadSession, sent: number): HttpError {
  const message = `offset: the server holds ${session.received} bytes of this upload, not ${sent}`;
  return new HttpError(409, message, { ApiStatus: { Status: 'NOK', Message: message }, ResponseStatus: { status: 'NOK', message }, ...stateOf(session) });
}

/** Keeps a refusal that already has the upload's shape (the 409 with its offset); words any other one so. */
const refuse = (error: HttpError) => {
  throw 'ApiStatus' in error.body ? error : uploadError(error.statusCode, error.message);
};

const createRoute = defineRoute({
  method: 'POST',
  path: UPLOADS_PATH,
  auth: 'session',
  name: 'UPLOAD-CREATE',
  body: objectBody(CreateUploadSchema),
  refuse,
  handler: async ({ app, session, now, body }): Promise<UploadSessionCreated> => {
    const name = cleanFileName(body.name);
    const allowed: readonly string[] = UPLOAD_CATEGORIES[body.category];
    const ext = extensionOf(name);
    if (!allowed.includes(ext)) throw uploadError(415, `name: file type .${ext || '(none)'} is not allowed (allowed: ${allowed.join(', ')})`);
    if (body.size > MAX_UPLOAD_BYTES) throw uploadError(413, `size: ${name} is too large (limit ${MAX_UPLOAD_BYTES / MIB} MiB)`);
    // Expiry is swept here: sessions are opened far more rarely than chunks are sent.
    await removeExpiredSessions(app.store.db, now);
    const opened = await openSession(app.store.db, session, { name, category: body.category, size: body.size }, now);
    return { ...stateOf(opened), chunkbytes: RECOMMENDED_CHUNK_BYTES };
  },
});

const stateRoute = defineRoute({
  method: 'GET',
  path: UPLOAD_SESSION_PATH,
  auth: 'session',
  name: 'UPLOAD-STATE',
  params: UploadSessionParamsSchema,
  refuse,
  handler: async ({ app, session, params }): Promise<UploadSessionState> => {
    const found = await findSession(app.store.db, session, params.uploadid);
    if (!found) throw notFound();
    return stateOf(found);
  },
});

/**
 * The chunk's bytes, read here rather than by a Fastify parser: only after the session and the
 * offset are admitted, and never more than MAX_CHUNK_BYTES (the app's body limit does not apply).
 */
async function readChunk(request: FastifyRequest): Promise<Buffer> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(CHUNK_CONTENT_TYPES as readonly string[]).includes(type)) throw uploadError(415, `body: send the chunk as ${CHUNK_CONTENT_TYPES[0]}`);
  const tooLarge = () => uploadError(413, `body: a chunk may be at most ${MAX_CHUNK_BYTES / MIB} MiB`);
  if (Number(request.headers['content-length'] ?? 0) > MAX_CHUNK_BYTES) throw tooLarge();
  const parts: Buffer[] = [];
  let length = 0;
  for await (const part of request.raw as AsyncIterable<Buffer>) {
    length += part.length;
    if (length > MAX_CHUNK_BYTES) throw tooLarge();
    parts.push(part);
  }
  return Buffer.concat(parts);
}

type ChunkOutcome = { kind: 'state'; state: UploadSessionState } | { kind: 'stored'; answer: object } | { kind: 'refused'; error: HttpError };

/** Assembles a complete upload, checks it as POST /api/upload does, stores it and forgets the session. */
async function finish(tx: Executor, session: Session, upload: UploadSession, now: Date): Promise<ChunkOutcome> {
  const bytes = await assembledBytes(tx, upload.id);
  await removeSession(tx, upload.id);
  const checked = checkUpload(upload.name, bytes, upload.category as keyof typeof UPLOAD_CATEGORIES);
  // The session goes with a refusal too: the same bytes would be refused again.
  if (!checked.ok) return { kind: 'refused', error: uploadError(415, checked.message) };
  const stored = await saveUpload(tx, session, { name: upload.name, mime: checked.mime, bytes }, now);
  return { kind: 'stored', answer: { ApiStatus: { Status: 'OK', Message: `${stored.name} uploaded` }, Result: describeFile(stored) } };
}

const chunkRoute = defineRoute({
  method: 'PUT',
  path: UPLOAD_SESSION_PATH,
  auth: 'session',
  name: 'UPLOAD-CHUNK',
  params: UploadSessionParamsSchema,
  query: UploadChunkQuerySchema,
  // Refuses a stale offset before the body is read; the store checks again under its lock.
  admit: async ({ app, session, params, query }) => {
    const found = await findSession(app.store.db, session, params.uploadid);
    if (!found) throw notFound();
    if (found.received !== query.offset) throw offsetConflict(found, query.offset);
    return found;
  },
  readBody: readChunk,
  body: UploadChunkSchema,
  refuse,
  handler: async ({ app, session, now, params, query, body, admitted }) => {
    const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    if (bytes.length === 0) throw uploadError(400, 'body: the chunk is empty');
    const end = query.offset + bytes.length;
    if (end > admitted.size) throw uploadError(400, `body: the chunk ends at byte ${end}, past the file's size of ${admitted.size} bytes`);
    // One transaction: a crash between the last chunk and the stored file leaves neither.
    const outcome = await app.store.db.transaction(async (tx): Promise<ChunkOutcome | { kind: 'missing' } | { kind: 'conflict'; session: UploadSession }> => {
      const appended = await appendChunk(tx, session, params.uploadid, query.offset, bytes);
      if (appended.kind !== 'appended') return appended;
      if (appended.session.received < appended.session.size) return { kind: 'state', state: stateOf(appended.session) };
      return finish(tx, session, appended.session, now);
    });
    switch (outcome.kind) {
      case 'missing':
        throw notFound();
      case 'conflict':
        throw offsetConflict(outcome.session, query.offset);
      case 'refused':
        throw outcome.error;
      case 'state':
        return outcome.state;
      case 'stored':
        return outcome.answer;
    }
  },
});

export async function registerResumableUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // Chunks are raw bytes. This scope alone takes any content type and leaves the body unread;
    // readChunk reads it (or refuses its type) once the session and the offset are admitted.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    mountRoutes(scope, ctx, [createRoute, stateRoute, chunkRoute]);
  });
}
