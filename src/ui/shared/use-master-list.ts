import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type MasterListQuery } from '../../contract/masters/list-query';
import { useAdminList } from './use-admin-list';

/**
 * An admin table's list with its own search, sort and page (kept offline by useAdminList): `table`
 * is what MasterTable takes for them, spread into it; `reload` asks again after a change.
 */
export function useMasterList<Row>(profileid: string, list: string, sortby: string, page: (query: MasterListQuery) => Promise<{ rows: Row[]; totalcount: number }>) {
  const [query, setQuery] = useState<MasterListQuery>({ searchtext: '', sortby, sortorder: 'asc', pageno: 1, pagesize: DEFAULT_PAGE_SIZE });
  const { rows, totalcount, loading, offline, error, reload } = useAdminList(profileid, list, query, () => page(query));
  const onQueryChange = useCallback((next: MasterListQuery) => setQuery(next), []);
  return { table: { rows, totalcount, query, onQueryChange, loading, offline, error }, reload };
}
