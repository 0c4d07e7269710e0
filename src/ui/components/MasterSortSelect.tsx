import { NativeSelect } from '@mantine/core';
import type { MasterListQuery } from '../../contract/masters/list-query';

export interface MasterSortSelectProps {
  /** The table's title, e.g. "Projects": the control is "Sort projects by". */
  title: string;
  /** The sortable columns: their wire sort name and header. */
  columns: { key: string; label: string }[];
  query: MasterListQuery;
  onQueryChange: (query: MasterListQuery) => void;
}

/**
 * MasterTable's sort on a phone: its card layout hides the header row and with it the sortable
 * headers, so the same choice (column and order) is offered as one select above the cards. A native
 * select, so the phone shows its own picker. Hidden from sm up, where the headers sort.
 */
export function MasterSortSelect({ title, columns, query, onQueryChange }: MasterSortSelectProps) {
  if (columns.length === 0) return null;
  const options = [
    // The list's own order until the user picks one: no option would match an empty sortby.
    ...(query.sortby === '' ? [{ value: '', label: 'Default order' }] : []),
    ...columns.flatMap((c) => [
      { value: `${c.key}:asc`, label: `${c.label}, ascending` },
      { value: `${c.key}:desc`, label: `${c.label}, descending` },
    ]),
  ];
  return (
    <NativeSelect
      hiddenFrom="sm"
      label={`Sort ${title.toLowerCase()} by`}
      data={options}
      value={query.sortby === '' ? '' : `${query.sortby}:${query.sortorder}`}
      onChange={(e) => {
        const value = e.currentTarget.value;
        const cut = value.lastIndexOf(':');
        if (cut < 0) return;
        const sortorder = value.slice(cut + 1) === 'desc' ? 'desc' : 'asc';
        onQueryChange({ ...query, sortby: value.slice(0, cut), sortorder, pageno: 1 });
      }}
    />
  );
}
