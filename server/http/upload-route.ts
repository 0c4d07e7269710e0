import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_PATH, FileParamsSchema, UPLOAD_PATH, UploadFormSchema } from '../../src/contract/upload';
import type { AppContext } from '../app-context';
import type { HandlerContext } from '../dispatch/types';
import { CallContext } from '../dispatch/call-context';
import { defineRoute, mountRoutes } from './define-route';
import { HttpError, forbidden } from './errors';
import { MAX_UPLOAD_BYTES, checkUpload, cleanFileName } from './upload-types';
import { type StoredFile, contentDisposition, describeFile, fileBytes, findFile, saveUpload } from './upload-store';

const LIMIT_TEXT = `${MAX_UPLOAD_BYTES / (1024 * 1024)} MiB`;

/** Upload errors carry both status shapes: the spec's upload reads ApiStatus.Status, everything else ResponseStatus. */
export const uploadError = (status: number, message: string) =>
  new HttpError(status, message, { ApiStatus: { Status: 'NOK', Message: message }, ResponseStatus: { status: 'NOK', message } });

const ownFile = (session: { profileid: string; corporateid: string }, file: StoredFile) =>
  file.profileId === session.profileid && file.corporateId === session.corporateid;

/** Reads the one file and the `category` field for UploadFormSchema; multipart's own limits become named messages. */
async function readForm(request: FastifyRequest): Promise<{ file?: { name: string; bytes: Buffer }; category?: string }> {
  if (!request.isMultipart()) throw uploadError(400, 'send the file as multipart/form-data');
  const form: { file?: { name: string; bytes: Buffer }; category?: string } = {};
  let current = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'category') form.category = String(part.value);
        continue;
      }
      current = cleanFileName(part.filename);
      form.file = { name: current, bytes: await part.toBuffer() };
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
  return form;
}

/** Whether someone other than the uploader may read a file (a trip's documents, for the trip's readers; a visa scan, for travel admins). */
export type SharedFileReaders = (call: HandlerContext, file: StoredFile) => Promise<boolean>;

async function anyReader(readers: readonly SharedFileReaders[], call: HandlerContext, file: StoredFile): Promise<boolean> {
  for (const mayRead of readers) if (await mayRead(call, file)) return true;
  return false;
}

/**
 * POST /api/upload (multipart, one file; field `category` = document (default) or image) answers
 * `ApiStatus` and `Result` {fileid, name, mime, size, sha256, url}. Every refusal of the upload
 * carries ApiStatus too.
 */
const uploadRoute = defineRoute({
  method: 'POST',
  path: UPLOAD_PATH,
  auth: 'session',
  name: 'UPLOAD',
  readBody: readForm,
  body: UploadFormSchema,
  refuse: (error) => {
    throw uploadError(error.statusCode, error.message);
  },
  handler: async ({ app, session, now, body: { file, category } }) => {
    const bytes = Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes);
    const checked = checkUpload(file.name, bytes, category);
    if (!checked.ok) throw uploadError(415, checked.message);
    const stored = await saveUpload(app.store.db, session, { name: file.name, mime: checked.mime, bytes }, now);
    return { ApiStatus: { Status: 'OK', Message: `${stored.name} uploaded` }, Result: describeFile(stored) };
  },
});

/** GET /api/files/:fileid serves a file to its uploader or to anyone one of `readers` lets read it. */
const fileRoute = (readers: readonly SharedFileReaders[]) =>
  defineRoute({
    method: 'GET',
    path: FILE_PATH,
    auth: 'session',
    name: 'DOWNLOAD',
    params: FileParamsSchema,
    handler: async ({ app, request, reply, session, now, params }) => {
      const call = new CallContext(session, app.store.db, now, request.log, (hashes) => app.sessions.forgetTokenHashes(hashes));
      const file = await findFile(app.store.db, session.corporateid, params.fileid);
      // Another company's file, a colleague's unattached file and no file at all answer alike.
      const mayRead = file && (ownFile(session, file) || (await anyReader(readers, call, file)));
      if (!mayRead) throw forbidden('fileid: file not found');
      const content = await fileBytes(app.store.db, file.id);
      return reply.header('content-type', file.mime).header('content-disposition', contentDisposition(file.name)).send(content);
    },
  });

export async function registerUploadRoutes(app: FastifyInstance, ctx: AppContext, readers: readonly SharedFileReaders[]): Promise<void> {
  // Multipart parsing is scoped to these routes; every other route keeps refusing multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    mountRoutes(scope, ctx, [uploadRoute, fileRoute(readers)]);
  });
}
