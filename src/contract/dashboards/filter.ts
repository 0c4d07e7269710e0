import * as v from 'valibot';
import { calendarDateField } from '../calendar-date';
import { optionalText } from '../fields';

/*
 * What every dashboard call is asked for (docs/features/dashboards.md "Calls"): a window of days
 * and `searchcriteria`, the filter serialized as a JSON string, as the spec's calls carry it.
 */

export const DATE_TYPES = ['booking', 'travel'] as const;
export const DOMINT_FILTERS = ['', 'domestic', 'international'] as const;

const FilterSchema = v.object(
  {
    /** Which day the window is about: when it was booked (default) or when travel starts. */
    datetype: v.optional(v.picklist(DATE_TYPES, 'searchcriteria.datetype must be booking or travel'), 'booking'),
    department: optionalText('searchcriteria.department', 64),
    costcentre: optionalText('searchcriteria.costcentre', 64),
    project: optionalText('searchcriteria.project', 64),
    /** One traveller's bookings. */
    profileid: optionalText('searchcriteria.profileid', 64),
    domint: v.optional(v.picklist(DOMINT_FILTERS, 'searchcriteria.domint must be domestic or international'), ''),
  },
  'searchcriteria must be a JSON object',
);
export type DashboardFilter = v.InferOutput<typeof FilterSchema>;

/** The JSON text of the filter ('' or absent: no filter), parsed and checked field by field. */
export const SearchCriteriaSchema = v.optional(
  v.pipe(
    v.string('searchcriteria must be a JSON string'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value.trim() === '') return {};
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: 'searchcriteria is not valid JSON' });
        return NEVER;
      }
    }),
    FilterSchema,
  ),
  '',
);

/** The window and the filter; `todate` is inclusive and never before `fromdate`. */
export const windowEntries = {
  profileid: v.optional(v.string('profileid must be a string')),
  corporateid: v.optional(v.string('corporateid must be a string')),
  fromdate: calendarDateField('fromdate'),
  todate: calendarDateField('todate'),
  searchcriteria: SearchCriteriaSchema,
};

/** The window's days in order, reported on todate (run after the request's object schema). */
export const windowInOrder = <T extends { fromdate: string; todate: string }>(w: T): boolean => w.fromdate <= w.todate;
export const WINDOW_ORDER = 'todate must not be before fromdate';

/** Bookings paid up front only (wallet or card), as TG-PREPAIDDASHBOARDDATA counts them. */
export const prepaidEntry = v.optional(v.boolean('prepaid must be true or false'), false);

/**
 * A dashboard call's request: the window, the filter and the call's own fields, with the window's
 * order checked on todate once every field is valid.
 */
export const windowRequest = <const E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.object({ ...entries, ...windowEntries }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const window = dataset.value as unknown as { fromdate: string; todate: string };
      if (windowInOrder(window)) return;
      addIssue({ message: WINDOW_ORDER, path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'todate', value: window.todate }] });
    }),
  );
