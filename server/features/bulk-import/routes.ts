import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { IMPORT_ENTITIES, type ImportEntity } from '../../../src/contract/bulk-import/entities';
import {
  BULK_EXPORT_PATH,
  BULK_IMPORT_PATH,
  BulkEntityParamsSchema,
  BulkImportQuerySchema,
  type BulkImportResponse,
  MAX_IMPORT_BYTES,
} from '../../../src/contract/bulk-import/routes';
import { ADMIN_GROUP } from '../../../src/contract/roles';
import { serializeCsv } from '../../../src/domain/csv';
import type { AppContext } from '../../app-context';
import type { Session } from '../../auth/sessions';
import { CallContext } from '../../dispatch/call-context';
import { defineRoute, mountRoutes } from '../../http/define-route';
import { badRequest, forbidden } from '../../http/errors';
import { exportRows, runImport } from './run';
import { XLSX_CONTENT_TYPE, xlsxWorkbook } from './xlsx';

/* The bulk import and export routes (src/contract/bulk-import/routes.ts, docs/features/bulk-import.md). */

/** Each entity is imported and exported by the roles that administer it; the route admits the union. */
function mayUse(session: Session, entity: ImportEntity): void {
  if (!IMPORT_ENTITIES[entity].roles.includes(session.role)) throw forbidden(`Your role (${session.role}) may not import or export ${IMPORT_ENTITIES[entity].label.toLowerCase()}`);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The one file of the form, as text; multipart's own limits become messages naming the file. */
async function readCsvFile(request: FastifyRequest): Promise<{ name: string; text: string }> {
  if (!request.isMultipart()) throw badRequest('file: send the CSV file as multipart/form-data');
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') file = { name: part.filename, bytes: await part.toBuffer() };
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(`file: the file is too large (limit ${MAX_IMPORT_BYTES / (1024 * 1024)} MiB)`);
    throw badRequest('file: the body is not well-formed multipart/form-data');
  }
  if (!file) throw badRequest('file is required');
  if (!/\.(csv|txt)$/i.test(file.name)) throw badRequest('file: choose a .csv file (spreadsheets save one with "Save as CSV")');
  try {
    return { name: file.name, text: utf8.decode(file.bytes) };
  } catch {
    throw badRequest('file: the file is not UTF-8 text (save it as "CSV UTF-8")');
  }
}

const importRoute = defineRoute({
  method: 'POST',
  path: BULK_IMPORT_PATH,
  auth: 'session',
  name: 'BULK-IMPORT',
  roles: ADMIN_GROUP,
  params: BulkEntityParamsSchema,
  query: BulkImportQuerySchema,
  // Refused before the file is read: a role that may not import this entity uploads nothing.
  admit: async ({ session, params }) => mayUse(session, params.entity),
  readBody: readCsvFile,
  body: v.object({ name: v.string(), text: v.string() }),
  handler: async ({ app, request, session, now, params, query, body }): Promise<BulkImportResponse> => {
    const ctx = new CallContext(session, app.store.db, now, request.log, (hashes) => app.sessions.forgetTokenHashes(hashes));
    const report = await runImport(app.store.db, ctx, { entity: params.entity, mode: query.mode, name: body.name, text: body.text });
    const clean = report.problemcount === 0;
    const message = !clean
      ? `${report.problemcount} problem(s) in ${report.rows} row(s); nothing was imported`
      : query.mode === 'check'
        ? `${report.rows} row(s) are ready to import`
        : `${report.imported} row(s) imported`;
    return { ApiStatus: { Status: clean ? 'OK' : 'NOK', Message: message }, Import: report };
  },
});

/** `?format=csv|xlsx`: CSV when absent, as before XLSX was offered. */
const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
const BulkExportQuerySchema = v.object({ format: v.optional(v.picklist(EXPORT_FORMATS, 'format must be csv or xlsx'), 'csv') });

const exportRoute = defineRoute({
  method: 'GET',
  path: BULK_EXPORT_PATH,
  auth: 'session',
  name: 'BULK-EXPORT',
  roles: ADMIN_GROUP,
  params: BulkEntityParamsSchema,
  query: BulkExportQuerySchema,
  handler: async ({ app, reply, session, now, params, query }) => {
    mayUse(session, params.entity);
    const rows = await exportRows(app.store.db, session.corporateid, params.entity);
    if (query.format === 'xlsx') {
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${params.entity}.xlsx"`)
        .send(await xlsxWorkbook(IMPORT_ENTITIES[params.entity].label, rows));
    }
    // The byte-order mark makes Excel read the file as UTF-8; the import skips it.
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${params.entity}-${now.toISOString().slice(0, 10)}.csv"`)
      .send(`\uFEFF${serializeCsv(rows)}`);
  },
});

export async function registerBulkImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Multipart parsing is scoped to these routes, as the upload route scopes its own.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, parts: 3 } });
    mountRoutes(scope, ctx, [importRoute, exportRoute]);
  });
}
