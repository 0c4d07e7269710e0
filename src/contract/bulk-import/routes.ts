import * as v from 'valibot';
import { ApiStatusSchema } from '../envelope';
import { IMPORT_ENTITY_NAMES } from './entities';

/*
 * Bulk import and export are plain routes, not operations: a 10,000-line file is larger than an
 * /api/service body may be, and a download is a file, not a JSON answer (docs/features/bulk-import.md).
 *
 * POST /api/bulk-import/:entity?mode=check|import, multipart/form-data with one file field `file`.
 * `check` (the dry run) reads and checks every row and writes nothing; `import` checks again and,
 * only if the file is clean, writes every row in one transaction. Both answer the same report.
 *
 * GET /api/bulk-export/:entity answers the company's records as CSV, in the import's columns.
 */
export const BULK_IMPORT_PATH = '/api/bulk-import/:entity';
export const BULK_EXPORT_PATH = '/api/bulk-export/:entity';
export const bulkImportPath = (entity: string) => `/api/bulk-import/${entity}`;
export const bulkExportPath = (entity: string) => `/api/bulk-export/${entity}`;

/** Largest file and most data rows one import takes. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export const BulkEntityParamsSchema = v.object({ entity: v.picklist(IMPORT_ENTITY_NAMES) });

export const IMPORT_MODES = ['check', 'import'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const BulkImportQuerySchema = v.object({ mode: v.optional(v.picklist(IMPORT_MODES, 'mode must be check or import'), 'check') });

export const ImportProblemSchema = v.object({
  /** 1-based line of the file (the header is line 1). */
  line: v.number(),
  /** The column the problem is in; '' for a problem of the whole line or file. */
  column: v.string(),
  message: v.string(),
});
export type ImportProblem = v.InferOutput<typeof ImportProblemSchema>;

export const ImportReportSchema = v.object({
  entity: v.picklist(IMPORT_ENTITY_NAMES),
  mode: v.picklist(IMPORT_MODES),
  /** Data rows read (the header not counted). */
  rows: v.number(),
  /** Rows written: 0 on a dry run and whenever the file has problems. */
  imported: v.number(),
  /** Every problem found, by line then column. Only the first MAX_REPORTED_PROBLEMS are listed; `problemcount` has them all. */
  problems: v.array(ImportProblemSchema),
  problemcount: v.number(),
  /** Time the server spent reading, checking and writing, in milliseconds. */
  timings: v.object({ parse: v.number(), check: v.number(), write: v.number() }),
});
export type ImportReport = v.InferOutput<typeof ImportReportSchema>;

/** A file full of mistakes must not answer megabytes: the report lists this many and counts the rest. */
export const MAX_REPORTED_PROBLEMS = 1000;

export const BulkImportResponseSchema = v.object({ ApiStatus: ApiStatusSchema, Import: ImportReportSchema });
export type BulkImportResponse = v.InferOutput<typeof BulkImportResponseSchema>;
