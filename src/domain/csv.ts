/*
 * CSV as spreadsheets write it (RFC 4180): fields separated by commas, quoted when they hold a
 * comma, a quote or a line break, quotes doubled inside quotes, lines ending in CRLF or LF, an
 * optional UTF-8 byte-order mark (Excel's "CSV UTF-8"). Shared by the bulk import (server) and
 * the exports (both sides), so a file we export reads back unchanged (the import undoes the
 * formula guard below with `unguardCell`).
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts (a quoted line break makes a record span lines). */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

const QUOTE = 34; // "
const COMMA = 44;
const CR = 13;
const LF = 10;

/** Parses the whole text; blank lines are skipped. Throws CsvSyntaxError on an unclosed or misplaced quote. */
export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
  };
  while (i <= src.length) {
    // One field per pass: quoted or bare.
    if (src.charCodeAt(i) === QUOTE) {
      let value = '';
      let from = i + 1;
      const startLine = line;
      for (;;) {
        const close = src.indexOf('"', from);
        if (close < 0) throw new CsvSyntaxError(startLine, 'a quoted field is never closed');
        value += src.slice(from, close);
        for (let k = from; k < close; k += 1) if (src.charCodeAt(k) === LF) line += 1;
        if (src.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      cells.push(value);
      const next = src.charCodeAt(i);
      if (i < src.length && next !== COMMA && next !== CR && next !== LF) throw new CsvSyntaxError(line, 'text after a closing quote (double a quote inside a quoted field)');
    } else {
      let end = i;
      while (end < src.length) {
        const c = src.charCodeAt(end);
        if (c === COMMA || c === CR || c === LF) break;
        if (c === QUOTE) throw new CsvSyntaxError(line, 'a quote inside an unquoted field (quote the whole field and double the quote)');
        end += 1;
      }
      cells.push(src.slice(i, end));
      i = end;
    }
    if (i >= src.length) {
      endRecord();
      break;
    }
    const c = src.charCodeAt(i);
    if (c === COMMA) {
      i += 1;
      continue;
    }
    // A line break: CRLF, LF or a lone CR.
    i += c === CR && src.charCodeAt(i + 1) === LF ? 2 : 1;
    line += 1;
    endRecord();
    recordLine = line;
    if (i >= src.length) break;
  }
  return records;
}

/*
 * Formula injection (OWASP "CSV injection"): a spreadsheet runs a cell that starts with = + - @, a
 * tab or a carriage return as a formula, so every CSV we write puts a ' before such a cell and the
 * spreadsheet shows it as text. A plain decimal number (a negative latitude, -33.86) is left alone:
 * a spreadsheet reads it as a number, never as a formula. A value that already starts with ' before
 * such a character gets one more, so `unguardCell` gives back exactly what was written.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const GUARDED = /^'+[=+\-@\t\r]/;

/** The cell as a CSV writer must write it: text a spreadsheet will not run as a formula. */
export function guardCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** The value `guardCell` was given: one leading ' dropped where the guard added it. */
export function unguardCell(cell: string): string {
  return GUARDED.test(cell) ? cell.slice(1) : cell;
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function cell(value: string): string {
  const safe = guardCell(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text with CRLF line ends (what spreadsheets expect); the header is the first row. Cells are guarded (`guardCell`). */
export function serializeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
