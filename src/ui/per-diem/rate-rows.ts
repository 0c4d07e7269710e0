import type { LocationGroup } from '../../contract/location-groups/operations';
import type { PerDiemRateRow } from '../../contract/per-diem/masters';
import { PER_DIEM_AMOUNT_FIELDS, type PerDiemRowInput, checkPerDiemRows } from '../../contract/per-diem/rows';
import { formatMoneyExact, tryParseMinorUnits } from '../../domain/money';

/* The rate table editor's data side (docs/features/per-diem.md "Screen"): rows as the form holds them, their checks and totals. */

export type AmountField = (typeof PER_DIEM_AMOUNT_FIELDS)[number];

/** One row of the form; `location` is 'group:<id>', 'domestic', 'international' or '' before it is picked. */
export interface RateDraft {
  key: string;
  location: string;
  currency: string;
  lodging: string;
  meals: string;
  incidentals: string;
}

/** A cell's error by `<row index>.<cell>`, the cell being 'location', 'currency' or an amount field. */
export type CellErrors = Record<string, string>;

export const DOMESTIC_LABEL = 'Domestic, elsewhere';
export const INTERNATIONAL_LABEL = 'International, elsewhere';

let drafts = 0;
const nextKey = () => `draft-${++drafts}`;

export const blankDraft = (currency: string): RateDraft => ({ key: nextKey(), location: '', currency, lodging: '', meals: '', incidentals: '' });

export function draftOf(row: PerDiemRateRow): RateDraft {
  return {
    key: row.rowid,
    location: row.locationtype === 'group' ? `group:${row.locationgroupid}` : row.locationtype,
    currency: row.currency,
    lodging: row.lodging,
    meals: row.meals,
    incidentals: row.incidentals,
  };
}

/** The choices of the location picker: the company's location groups by name, then the two fallbacks. */
export function locationOptions(groups: readonly LocationGroup[], taken: ReadonlySet<string>, own: string) {
  const option = (value: string, label: string) => ({ value, label, disabled: value !== own && taken.has(value) });
  return [
    ...groups.map((g) => option(`group:${g.groupid}`, g.groupname)),
    option('domestic', DOMESTIC_LABEL),
    option('international', INTERNATIONAL_LABEL),
  ];
}

/** What the save call sends for a draft. */
export function inputOf(draft: RateDraft): Record<keyof PerDiemRowInput, string> {
  const group = draft.location.startsWith('group:');
  return {
    locationtype: group ? 'group' : draft.location,
    locationgroupid: group ? draft.location.slice('group:'.length) : '',
    currency: draft.currency,
    lodging: draft.lodging.trim(),
    meals: draft.meals.trim(),
    incidentals: draft.incidentals.trim(),
  };
}

const CELL_OF: Record<string, string> = { locationtype: 'location', locationgroupid: 'location', row: 'location' };
const LABEL_OF: Record<string, string> = { location: 'Location', currency: 'Currency', lodging: 'Lodging', meals: 'Meals', incidentals: 'Incidentals' };

/** A row problem under its cell, said with the cell's label ("meals must be …" → "Meals must be …"). */
function cellError(field: string, message: string): [cell: string, message: string] {
  const cell = CELL_OF[field] ?? field;
  // An empty picker is the only way the form sends a bad locationtype.
  if (field === 'locationtype' && !message.includes('has a row already')) return [cell, 'Choose where this rate applies'];
  return [cell, message.replace(new RegExp(`^${field}\\b`), LABEL_OF[cell] ?? field)];
}

/** The checks the server makes on the rows, before it is asked: the same messages, under the cells. */
export function draftErrors(rows: readonly RateDraft[]): CellErrors {
  const errors: CellErrors = {};
  for (const p of checkPerDiemRows(rows.map(inputOf)).problems) {
    const [cell, message] = cellError(p.field, p.message);
    errors[`${p.index}.${cell}`] = message;
  }
  return errors;
}

/** A refusal naming a row's field (`jsondata.rows[2].meals: …`) as that cell's error; null for any other refusal. */
export function serverCellError(message: string): CellErrors | null {
  const match = /^jsondata\.rows\[(\d+)\]\.(\w+): (.+)$/.exec(message);
  if (!match) return null;
  const [cell, text] = cellError(match[2]!, match[3]!);
  return { [`${match[1]}.${cell}`]: text };
}

/** The row's daily total, exact with Indian grouping ('₹5,900', '€ 170.50'), or '—' while an amount is not one. */
export function draftTotal(draft: RateDraft): string {
  const amounts = PER_DIEM_AMOUNT_FIELDS.map((f) => tryParseMinorUnits(draft[f]));
  if (amounts.some((a) => a === null || a < 0n) || !/^[A-Z]{3}$/.test(draft.currency)) return '—';
  return formatMoneyExact(amounts.reduce<bigint>((sum, a) => sum + a!, 0n), draft.currency);
}
