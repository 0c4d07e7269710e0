import { type ReactNode, useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Pagination, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { MasterListQuery } from '../../contract/masters/list-query';
import { ConfirmDelete } from './ConfirmDelete';
import { MasterSortSelect } from './MasterSortSelect';
import { ResponsiveTable } from './ResponsiveTable';
import classes from './MasterTable.module.css';
import { nextSort, pageRange } from './master-table-range';

export interface MasterColumn<Row> {
  /** The list's wire sort name when sortable. */
  key: string;
  label: string;
  sortable?: boolean;
  render: (row: Row) => ReactNode;
}

export interface MasterTableProps<Row> {
  /** Names the table and its controls, e.g. "Messages". */
  title: string;
  columns: MasterColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  totalcount: number;
  query: MasterListQuery;
  onQueryChange: (query: MasterListQuery) => void;
  loading: boolean;
  offline: boolean;
  error: string;
  emptyText: string;
  onAdd?: () => void;
  addLabel?: string;
  onEdit?: (row: Row) => void;
  /** Deletes after the user confirms; `describe` names the row in the question. */
  onDelete?: (row: Row) => Promise<void>;
  describe: (row: Row) => string;
}

const SEARCH_DELAY_MS = 300;

/**
 * The admin console's table (docs/features/admin-audit.md "Console"): search, sortable headers,
 * paging, empty state, edit and delete per row; a card list on a phone (ResponsiveTable), sorted
 * there by a select since the cards have no headers.
 */
export function MasterTable<Row>(props: MasterTableProps<Row>) {
  const { title, columns, rows, query, onQueryChange } = props;
  const [search, setSearch] = useState(query.searchtext);
  const [deleting, setDeleting] = useState<Row | null>(null);

  useEffect(() => {
    if (search === query.searchtext) return;
    const timer = setTimeout(() => onQueryChange({ ...query, searchtext: search, pageno: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query, onQueryChange]);

  const pages = Math.max(1, Math.ceil(props.totalcount / query.pagesize));
  const hasActions = !!props.onEdit || !!props.onDelete;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end">
        <TextInput label={`Search ${title.toLowerCase()}`} value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={360} />
        {props.onAdd && <Button onClick={props.onAdd}>{props.addLabel ?? 'Add'}</Button>}
      </Group>
      <MasterSortSelect title={title} columns={columns.filter((c) => c.sortable)} query={query} onQueryChange={onQueryChange} />
      {props.offline && (
        <Alert color="yellow" role="status">
          You are offline: this is the list from your last visit.
        </Alert>
      )}
      {props.error && (
        <Alert color="red" role="alert">
          {props.error}
        </Alert>
      )}
      <div className={classes.scroller}>
        <ResponsiveTable stickyHeader aria-label={title} aria-busy={props.loading} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} aria-sort={query.sortby === c.key ? (query.sortorder === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {c.sortable ? (
                    <UnstyledButton className={classes.sort} onClick={() => onQueryChange({ ...query, ...nextSort(query, c.key), pageno: 1 })}>
                      {c.label} <span aria-hidden>{query.sortby === c.key ? (query.sortorder === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </UnstyledButton>
                  ) : (
                    c.label
                  )}
                </Table.Th>
              ))}
              {hasActions && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={props.rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.key} data-label={c.label}>
                    {c.render(row)}
                  </Table.Td>
                ))}
                {hasActions && (
                  <Table.Td>
                    <Group gap="xs">
                      {props.onEdit && (
                        <Button size="xs" variant="light" onClick={() => props.onEdit?.(row)} aria-label={`Edit ${props.describe(row)}`}>
                          Edit
                        </Button>
                      )}
                      {props.onDelete && (
                        <Button size="xs" variant="light" color="red" onClick={() => setDeleting(row)} aria-label={`Delete ${props.describe(row)}`}>
                          Delete
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      </div>
      {props.loading && rows.length === 0 && <Loader size="sm" aria-label={`Loading ${title.toLowerCase()}`} />}
      {!props.loading && !props.error && rows.length === 0 && <Text c="dimmed">{props.emptyText}</Text>}
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {pageRange(query.pageno, query.pagesize, rows.length, props.totalcount)}
        </Text>
        {pages > 1 && (
          <Pagination total={pages} value={query.pageno} onChange={(pageno) => onQueryChange({ ...query, pageno })} aria-label={`${title} pages`} size="sm" />
        )}
      </Group>
      <ConfirmDelete
        what={deleting === null ? '' : props.describe(deleting)}
        opened={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting !== null) await props.onDelete?.(deleting);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
