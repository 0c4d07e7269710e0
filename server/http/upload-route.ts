import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Operation } from '../../src/contract/operation';
import type { AppContext } from '../app-context';
import type { HandlerContext } from '../dispatch/types';
import { CallContext } from '../dispatch/call-context';
import { authenticate } from './route-auth';
import { HttpError, forbidden } from './errors';
import { MAX_UPLOAD_BYTES, type UploadCategory, UPLOAD_CATEGORIES, checkUpload, cleanFileName } from './upload-types';
import { type StoredFile, contentDisposition, describeFile, fileBytes, findFile, saveUpload } from './upload-store';

export const UPLOAD_PATH = '/api/upload';
const LIMIT_TEXT = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MiB`;

/** Upload errors carry both status shapes: the spec's upload reads ApiStatus.Status, everything else ResponseStatus. */
const uploadError = (status: number, message: string) =>
  new HttpError(status, message, { ApiStatus: { Status: 'NOK', Message: message }, ResponseStatus: { status: 'NOK', message } });

/** Audit rows name the upload like a service call (emulated sessions only). */
const UPLOAD_OPERATION = { opid: 'UPLOAD', action: null } as unknown as Operation;
const DOWNLOAD_OPERATION = { opid: 'DOWNLOAD', action: null } as unknown as Operation;

const ownFile = (session: { profileid: string; corporateid: string }, file: StoredFile) =>
  file.profileId === session.profileid && file.corporateId === session.corporateid;

interface Received {
  name: string;
  bytes: Buffer;
}

/** Reads the one file and the optional `category` field; multipart's own limits become named messages. */
async function readForm(request: FastifyRequest): Promise<{ file: Received | null; category: string }> {
  let file: Received | null = null;
  let category = 'document';
  let current = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'category') category = String(part.value);
        continue;
      }
      current = cleanFileName(part.filename);
      file = { name: current, bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadError(413, `${current}: file is too large (limit ${LIMIT_TEXT})`);
    if (code === 'FST_FILES_LIMIT') throw uploadError(400, 'send one file per upload');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw uploadError(400, 'the form has too many fields');
    // Anything else the parser raises (no boundary, a truncated part, bad headers) is the body's fault.
    const detail = error instanceof Error ? `: ${error.message.slice(0, 120)}` : '';
    throw uploadError(400, `body is not well-formed multipart/form-data${detail}`);
  }
  return { file, category };
}

/**
 * POST /api/upload (multipart, one file; field `category` = document (default) or image) answers
 * `ApiStatus` and `Result` {fileid, name, mime, size, sha256, url}. GET /api/files/:fileid serves a
 * file to its uploader or to anyone who may read a trip it is attached to.
 */
/** Whether someone other than the uploader may read a file (a trip's documents, for the trip's readers). */
export type SharedFileReaders = (call: HandlerContext, file: StoredFile) => Promise<boolean>;

export async function registerUploadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mayAlsoRead: SharedFileReaders,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });

    scope.post(UPLOAD_PATH, async (request) => {
      const session = await authenticate(ctx, request, UPLOAD_OPERATION);
      if (!request.isMultipart()) throw uploadError(400, 'send the file as multipart/form-data');
      const { file, category } = await readForm(request);
      if (!Object.hasOwn(UPLOAD_CATEGORIES, category)) throw uploadError(400, `category must be one of: ${Object.keys(UPLOAD_CATEGORIES).join(', ')}`);
      if (!file) throw uploadError(400, 'file is required');
      const checked = checkUpload(file.name, file.bytes, category as UploadCategory);
      if (!checked.ok) throw uploadError(415, checked.message);
      const stored = await saveUpload(ctx.store.db, session, { name: file.name, mime: checked.mime, bytes: file.bytes }, ctx.now());
      return { ApiStatus: { Status: 'OK', Message: `${stored.name} uploaded` }, Result: describeFile(stored) };
    });

    scope.get<{ Params: { fileid: string } }>('/api/files/:fileid', async (request, reply) => {
      const session = await authenticate(ctx, request, DOWNLOAD_OPERATION);
      const call = new CallContext(session, ctx.store.db, ctx.now(), request.log, (hashes) => ctx.sessions.forgetTokenHashes(hashes));
      const file = await findFile(ctx.store.db, session.corporateid, request.params.fileid);
      // Another company's file, a colleague's unattached file and no file at all answer alike.
      const mayRead = file && (ownFile(session, file) || (await mayAlsoRead(call, file)));
      if (!mayRead) throw forbidden('fileid: file not found');
      const bytes = await fileBytes(ctx.store.db, file.id);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', contentDisposition(file.name))
        .send(bytes);
    });
  });
}
