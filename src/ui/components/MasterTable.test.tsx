import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { type MasterListQuery } from '../../contract/masters/list-query';
import { MasterTable } from './MasterTable';
import { nextSort, pageRange } from './master-table-range';

type Row = { id: string; name: string };
const query: MasterListQuery = { searchtext: '', sortby: 'name', sortorder: 'asc', pageno: 1, pagesize: 50 };
afterEach(cleanup);

function renderTable(props: Partial<Parameters<typeof MasterTable<Row>>[0]> = {}) {
  const onQueryChange = vi.fn();
  const onDelete = vi.fn(async () => undefined);
  render(
    <MantineProvider>
      <MasterTable<Row>
        title="Projects"
        columns={[
          { key: 'name', label: 'Name', sortable: true, render: (r) => r.name },
          { key: 'id', label: 'Id', render: (r) => r.id },
        ]}
        rows={[{ id: 'P1', name: 'Apollo' }]}
        rowKey={(r) => r.id}
        totalcount={2000}
        query={query}
        onQueryChange={onQueryChange}
        loading={false}
        offline={false}
        error=""
        emptyText="No projects yet."
        onDelete={onDelete}
        describe={(r) => `the project ${r.name}`}
        {...props}
      />
    </MantineProvider>,
  );
  return { onQueryChange, onDelete };
}

describe('pageRange and nextSort', () => {
  it('says which rows a page shows, in Indian grouping', () => {
    expect(pageRange(1, 50, 50, 2000)).toBe('1–50 of 2,000');
    expect(pageRange(3, 50, 10, 110)).toBe('101–110 of 110');
    expect(pageRange(1, 50, 20, 150000)).toBe('1–20 of 1,50,000');
    expect(pageRange(1, 50, 0, 0)).toBe('0 of 0');
  });

  it('sorts a new column ascending and flips the sorted one', () => {
    expect(nextSort({ sortby: 'name', sortorder: 'asc' }, 'code')).toEqual({ sortby: 'code', sortorder: 'asc' });
    expect(nextSort({ sortby: 'name', sortorder: 'asc' }, 'name')).toEqual({ sortby: 'name', sortorder: 'desc' });
  });
});

describe('MasterTable', () => {
  it('marks the sorted column with aria-sort and asks for the other order on click', async () => {
    const { onQueryChange } = renderTable();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Id' }).getAttribute('aria-sort')).toBeNull();
    await userEvent.click(within(header).getByRole('button'));
    expect(onQueryChange).toHaveBeenCalledWith({ ...query, sortorder: 'desc' });
    expect(screen.getByText('1–1 of 2,000')).toBeTruthy();
  });

  it('offers the sort as a select for the cards on a phone, from the first page', async () => {
    const { onQueryChange } = renderTable({ query: { ...query, pageno: 4 } });
    const select = screen.getByRole('combobox', { name: 'Sort projects by' });
    expect((select as HTMLSelectElement).value).toBe('name:asc');
    // Only sortable columns are offered, each both ways.
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Name, ascending', 'Name, descending']);
    await userEvent.selectOptions(select, 'Name, descending');
    expect(onQueryChange).toHaveBeenCalledWith({ ...query, sortorder: 'desc', pageno: 1 });
  });

  it('says "Default order" on the phone while the list is unsorted', () => {
    renderTable({ query: { ...query, sortby: '' } });
    expect((screen.getByRole('combobox', { name: 'Sort projects by' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Default order');
  });

  it('searches from the first page after the user stops typing', async () => {
    const { onQueryChange } = renderTable({ query: { ...query, pageno: 3 } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search projects' }), 'apo');
    await waitFor(() => expect(onQueryChange).toHaveBeenCalledWith({ ...query, searchtext: 'apo', pageno: 1 }));
  });

  it('deletes only after the user confirms', async () => {
    const { onDelete } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the project Apollo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith({ id: 'P1', name: 'Apollo' });
  });

  it('shows a refused delete in the dialog', async () => {
    renderTable({ onDelete: async () => Promise.reject(new Error('3 trips use this project')) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete the project Apollo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('3 trips use this project');
  });

  it('says so when the list is empty, and when it comes from the last visit', () => {
    renderTable({ rows: [], totalcount: 0, offline: true });
    expect(screen.getByText('No projects yet.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You are offline: this is the list from your last visit.');
  });
});
