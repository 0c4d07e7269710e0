import { useCallback, useState } from 'react';
import { api } from '../../../api';
import type { MasterListQuery } from '../../../contract/masters/list-query';
import { FINANCE_QUEUE_PAGE, type FinanceQueue, getFinanceExpenseQueue } from '../../../contract/expenses/queues';
import { useAdminList } from '../../shared/use-admin-list';

const FIRST_QUERY: MasterListQuery = { searchtext: '', sortby: '', sortorder: 'asc', pageno: 1, pagesize: FINANCE_QUEUE_PAGE.default };

/** One page of a finance queue, searched and paged by MasterTable, kept for offline like every console list. */
export function useFinanceQueue(profileid: string, queue: FinanceQueue) {
  const [query, setQuery] = useState(FIRST_QUERY);
  const { searchtext, pageno, pagesize } = query;
  const list = useAdminList(profileid, `expenses-${queue}`, { queue, searchtext, pageno, pagesize }, async () => {
    const answer = await api.callOperation(getFinanceExpenseQueue, { queue, searchtext, pageno, pagesize });
    return { rows: answer.reports, totalcount: answer.totalcount };
  });
  const onQueryChange = useCallback((next: MasterListQuery) => setQuery(next), []);
  return { query, onQueryChange, list };
}
