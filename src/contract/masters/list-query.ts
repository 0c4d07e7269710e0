import * as v from 'valibot';

/*
 * Search, sort and paging every admin master list accepts (docs/features/masters.md "Lists"). All
 * optional: a form that needs the whole list (e.g. a picker) sends none and gets the first page of
 * MAX_PAGE_SIZE, which no company's master list reaches in practice; admin tables page.
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

export const masterListQuery = {
  /** Matched, case-insensitively and literally (% and _ are not wildcards), against the list's name and code. */
  searchtext: v.optional(v.pipe(v.string('searchtext must be a string'), v.trim(), v.maxLength(100, 'searchtext is too long')), ''),
  /** A column name the list names in its own contract; anything else is a 400. */
  sortby: v.optional(v.string('sortby must be a string'), ''),
  sortorder: v.optional(v.picklist(['asc', 'desc'], 'sortorder must be asc or desc'), 'asc'),
  /** 1-based. */
  pageno: v.optional(v.pipe(v.number('pageno must be a number'), v.integer('pageno must be a whole number'), v.minValue(1, 'pageno must be at least 1')), 1),
  pagesize: v.optional(
    v.pipe(
      v.number('pagesize must be a number'),
      v.integer('pagesize must be a whole number'),
      v.minValue(1, 'pagesize must be at least 1'),
      v.maxValue(MAX_PAGE_SIZE, `pagesize must be at most ${MAX_PAGE_SIZE}`),
    ),
    DEFAULT_PAGE_SIZE,
  ),
};

/** Every paged list answers how many records match, so a table can show "1–50 of 2,000". */
export const masterListTotal = { totalcount: v.number() };

export type MasterListQuery = {
  searchtext: string;
  sortby: string;
  sortorder: 'asc' | 'desc';
  pageno: number;
  pagesize: number;
};
