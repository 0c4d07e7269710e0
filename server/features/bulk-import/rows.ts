import * as v from 'valibot';
import { CsvSyntaxError, parseCsv, unguardCell } from '../../../src/domain/csv';
import { IMPORT_ENTITIES, type ImportEntity, type ImportRow, importColumns } from '../../../src/contract/bulk-import/entities';
import { type ImportProblem, MAX_IMPORT_ROWS } from '../../../src/contract/bulk-import/routes';
import { type CheckedRow, problem } from './types';

/*
 * The checks every import shares, before any database read: CSV syntax, the header, each row's
 * schema (every issue of every row, not the first only) and values a unique column repeats.
 */

export interface ReadRows<E extends ImportEntity> {
  rows: CheckedRow<E>[];
  /** Data rows in the file, good or bad. */
  total: number;
  problems: ImportProblem[];
}

/** Header names compare without case, spaces or BOM noise: "Department Code" is departmentcode. */
const headerKey = (name: string) => name.toLowerCase().replace(/[\s_]/g, '');

export function readRows<E extends ImportEntity>(entity: E, text: string): ReadRows<E> {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { rows: [], total: 0, problems: [problem(error.line, '', error.message.replace(/^line \d+: /, ''))] };
    throw error;
  }
  const [header, ...data] = records;
  const columns = importColumns(entity);
  if (!header) return { rows: [], total: 0, problems: [problem(1, '', `the file is empty: its first line must name the columns ${columns.join(', ')}`)] };
  if (data.length > MAX_IMPORT_ROWS) return { rows: [], total: data.length, problems: [problem(1, '', `the file has ${data.length} rows; import at most ${MAX_IMPORT_ROWS} at a time`)] };

  const keys = header.cells.map(headerKey);
  const problems: ImportProblem[] = [];
  const index = new Map<string, number>();
  keys.forEach((key, i) => {
    if (!columns.includes(key)) problems.push(problem(header.line, header.cells[i] ?? '', `unknown column "${header.cells[i]}" (columns: ${columns.join(', ')})`));
    else if (index.has(key)) problems.push(problem(header.line, key, `column ${key} appears twice`));
    else index.set(key, i);
  });
  const required = Object.entries(IMPORT_ENTITIES[entity].row.entries).filter(([, s]) => s.type !== 'optional').map(([k]) => k);
  for (const key of required) if (!index.has(key)) problems.push(problem(header.line, key, `column ${key} is missing`));
  if (problems.length > 0) return { rows: [], total: data.length, problems };

  const schema = IMPORT_ENTITIES[entity].row;
  const rows: CheckedRow<E>[] = [];
  for (const record of data) {
    if (record.cells.length > keys.length) {
      problems.push(problem(record.line, '', `the line has ${record.cells.length} cells, the header ${keys.length} (a comma inside a value needs quotes)`));
      continue;
    }
    // Absent trailing cells count as empty, as spreadsheets write them; a cell our export guarded
    // against formula injection ('=…) reads as the value it was.
    const input: Record<string, string> = {};
    for (const [key, i] of index) input[key] = unguardCell(record.cells[i] ?? '');
    const parsed = v.safeParse(schema, input, { abortEarly: false, abortPipeEarly: true });
    if (parsed.success) rows.push({ line: record.line, value: parsed.output as ImportRow<E> });
    else for (const issue of parsed.issues) problems.push(problem(record.line, String(issue.path?.[0]?.key ?? ''), issue.message));
  }
  problems.push(...duplicatesInFile(entity, rows));
  return { rows, total: data.length, problems };
}

/** A unique column's value seen on an earlier line of the same file. */
function duplicatesInFile<E extends ImportEntity>(entity: E, rows: CheckedRow<E>[]): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const column of IMPORT_ENTITIES[entity].unique) {
    const seen = new Map<string, number>();
    for (const row of rows) {
      const value = String((row.value as Record<string, unknown>)[column]).toLowerCase();
      const first = seen.get(value);
      if (first === undefined) seen.set(value, row.line);
      else problems.push(problem(row.line, column, `${column} ${String((row.value as Record<string, unknown>)[column])} is already on line ${first} of this file`));
    }
  }
  return problems;
}
