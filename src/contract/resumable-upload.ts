import * as v from 'valibot';
import { UPLOAD_CATEGORY_NAMES } from './upload';

/*
 * Resumable uploads (docs/operations.md, docs/outbox.md "Expense lines and receipts"): a file is
 * announced with its size, then sent in chunks, each at the offset the server already holds, so a
 * dropped connection costs only the chunk in flight. POST /api/uploads opens a session;
 * GET /api/uploads/:uploadid answers how many bytes the server holds; PUT
 * /api/uploads/:uploadid?offset=N appends the next chunk. The last chunk answers the stored file
 * exactly as POST /api/upload does.
 */

export const UPLOADS_PATH = '/api/uploads';
export const UPLOAD_SESSION_PATH = '/api/uploads/:uploadid';

export const uploadSessionUrl = (uploadid: string) => `${UPLOADS_PATH}/${encodeURIComponent(uploadid)}`;
export const uploadChunkUrl = (uploadid: string, offset: number) => `${uploadSessionUrl(uploadid)}?offset=${offset}`;

/** The content types a chunk may be sent as (the first is the protocol's own). */
export const CHUNK_CONTENT_TYPES = ['application/offset+octet-stream', 'application/octet-stream'] as const;

/** The largest chunk the server takes in one request. */
export const MAX_CHUNK_BYTES = 1024 * 1024;
/** The chunk size the server recommends (and our client sends): small enough to resend after a drop on a phone link. */
export const RECOMMENDED_CHUNK_BYTES = 256 * 1024;

/** An upload session is removed this long after it was opened, finished or not. */
export const UPLOAD_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export const CreateUploadSchema = v.object({
  name: v.pipe(v.string('name is required'), v.trim(), v.nonEmpty('name is required'), v.maxLength(200, 'name: at most 200 characters')),
  size: v.pipe(v.number('size must be a number of bytes'), v.integer('size must be a whole number of bytes'), v.minValue(1, 'size must be at least 1 byte')),
  category: v.optional(v.picklist(UPLOAD_CATEGORY_NAMES, `category must be one of: ${UPLOAD_CATEGORY_NAMES.join(', ')}`), 'document'),
});
export type CreateUpload = v.InferInput<typeof CreateUploadSchema>;

/** Another person's session, an expired one and one that never existed answer alike. */
export const UPLOAD_NOT_FOUND = 'uploadid: upload not found';

export const UploadSessionParamsSchema = v.object({ uploadid: v.pipe(v.string(), v.regex(/^u[0-9a-f]{24}$/, UPLOAD_NOT_FOUND)) });

export const UploadChunkQuerySchema = v.object({
  offset: v.pipe(
    v.string('offset is required'),
    v.regex(/^\d{1,10}$/, 'offset must be a whole number of bytes'),
    v.transform(Number),
  ),
});

/** A chunk as the server reads it: the raw bytes of the request body. */
export const UploadChunkSchema = v.instance(Uint8Array, 'body: send the chunk as application/offset+octet-stream');

/** What the server holds of an upload: POST answers it with `chunkbytes`, GET and a 409 without. */
export interface UploadSessionState {
  uploadid: string;
  offset: number;
  size: number;
}

export interface UploadSessionCreated extends UploadSessionState {
  /** The chunk size the server recommends. */
  chunkbytes: number;
}
