import * as v from 'valibot';
import { REFERENCE_CURRENCIES, hasReferenceRate } from '../../domain/currency-rates';
import { PER_DIEM_LOCATION_TYPES, type PerDiemLocationType } from '../../domain/per-diem';
import { ID_MAX } from './fields';

/*
 * The rows of a rate table as ADDPERDIEMMASTERS / UPDATEPERDIEMMASTERS carry them
 * (docs/features/per-diem.md "Rate table"). A problem is named by its row, `rows[2].meals`, which
 * a dotted path cannot say, so the rows are checked here one by one; the rate table editor shows
 * the same problems under the same cells before it saves.
 */

export const PER_DIEM_ROWS_MAX = 100;
/** At most ten digits before the point and two after: 0, 1500, 1500.5, 1500.50. */
export const PER_DIEM_AMOUNT = /^\d{1,10}(?:\.\d{1,2})?$/;
export const PER_DIEM_AMOUNT_FIELDS = ['lodging', 'meals', 'incidentals'] as const;

const amount = (name: string) =>
  v.pipe(v.string(`${name} must be an amount written as text, like "1500.50"`), v.trim(), v.regex(PER_DIEM_AMOUNT, `${name} must be an amount of 0 or more with at most 2 decimals, like 1500.50`));

export const PerDiemRowInputSchema = v.pipe(
  v.object(
    {
      locationtype: v.picklist(PER_DIEM_LOCATION_TYPES, "locationtype must be 'group', 'domestic' or 'international'"),
      locationgroupid: v.optional(v.pipe(v.string('locationgroupid must be a string'), v.trim(), v.maxLength(ID_MAX, 'locationgroupid is too long')), ''),
      currency: v.pipe(
        v.string('currency is required'),
        v.trim(),
        v.toUpperCase(),
        v.regex(/^[A-Z]{3}$/, 'currency must be a 3-letter ISO 4217 code, like INR'),
        v.check(hasReferenceRate, `currency must be one with a reference rate: ${REFERENCE_CURRENCIES.join(', ')}`),
      ),
      lodging: amount('lodging'),
      meals: amount('meals'),
      incidentals: amount('incidentals'),
    },
    'each row must be an object',
  ),
  v.forward(
    v.check((r) => r.locationtype !== 'group' || r.locationgroupid !== '', 'locationgroupid is required for a location group row'),
    ['locationgroupid'],
  ),
  v.forward(
    v.check((r) => r.locationtype === 'group' || r.locationgroupid === '', 'locationgroupid must be empty for a domestic or international row'),
    ['locationgroupid'],
  ),
);
export type PerDiemRowInput = v.InferOutput<typeof PerDiemRowInputSchema>;

export interface PerDiemRowProblem {
  index: number;
  /** The row's field ('meals'), or 'row' when the row is not an object. */
  field: string;
  message: string;
}

/** The first problem of one row, named by its field. */
function rowProblem(issues: readonly v.BaseIssue<unknown>[]): { field: string; message: string } {
  const issue = issues[0]!;
  const key = issue.path?.[0]?.key;
  if (typeof key !== 'string') return { field: 'row', message: issue.message };
  // valibot reports a missing key on the object schema, not with the field's own message.
  const missing = issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined;
  return { field: key, message: missing ? `${key} is required` : issue.message };
}

const slot = (row: PerDiemRowInput): string => (row.locationtype === 'group' ? `group:${row.locationgroupid}` : row.locationtype);
const FALLBACK_NAMES: Record<Exclude<PerDiemLocationType, 'group'>, string> = { domestic: 'domestic, elsewhere', international: 'international, elsewhere' };

/**
 * Every row checked on its own, then for repeats: at most one row per location group, and one
 * each for domestic and international elsewhere. One problem per row at most, in row order.
 */
export function checkPerDiemRows(rows: readonly unknown[]): { rows: PerDiemRowInput[]; problems: PerDiemRowProblem[] } {
  const parsed: PerDiemRowInput[] = [];
  const problems: PerDiemRowProblem[] = [];
  const firstOf = new Map<string, number>();
  rows.forEach((row, index) => {
    const result = v.safeParse(PerDiemRowInputSchema, row);
    if (!result.success) {
      problems.push({ index, ...rowProblem(result.issues) });
      return;
    }
    parsed.push(result.output);
    const first = firstOf.get(slot(result.output));
    if (first === undefined) firstOf.set(slot(result.output), index);
    else if (result.output.locationtype === 'group') {
      problems.push({ index, field: 'locationgroupid', message: `location group ${result.output.locationgroupid} has a row already (rows[${first}])` });
    } else {
      problems.push({ index, field: 'locationtype', message: `${FALLBACK_NAMES[result.output.locationtype]} has a row already (rows[${first}])` });
    }
  });
  return { rows: parsed, problems };
}

/** The `rows` of a rate table's `jsondata`: a problem is answered as `jsondata.rows[2].meals: …`. */
export const PerDiemRowsSchema = v.pipe(
  v.array(v.unknown(), 'rows must be a list of rate rows'),
  v.minLength(1, 'rows must hold at least one row'),
  v.maxLength(PER_DIEM_ROWS_MAX, `rows may hold at most ${PER_DIEM_ROWS_MAX} rows`),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { rows, problems } = checkPerDiemRows(dataset.value);
    const [problem] = problems;
    if (!problem) return rows;
    addIssue({ message: `jsondata.rows[${problem.index}].${problem.field}: ${problem.message}` });
    return NEVER;
  }),
);
