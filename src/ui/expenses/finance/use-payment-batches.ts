import { useCallback, useState } from 'react';
import { api } from '../../../api';
import type { MasterListQuery } from '../../../contract/masters/list-query';
import { PAYMENT_BATCH_PAGE, getExpensePaymentBatches } from '../../../contract/expenses/queues';
import { useAdminList } from '../../shared/use-admin-list';

const FIRST_QUERY: MasterListQuery = { searchtext: '', sortby: '', sortorder: 'asc', pageno: 1, pagesize: PAYMENT_BATCH_PAGE.default };

/** One page of the company's payment batches, newest first, searched and paged by MasterTable, kept for offline. */
export function usePaymentBatches(profileid: string) {
  const [query, setQuery] = useState(FIRST_QUERY);
  const { searchtext, pageno, pagesize } = query;
  const list = useAdminList(profileid, 'expense-payment-batches', { searchtext, pageno, pagesize }, async () => {
    const answer = await api.callOperation(getExpensePaymentBatches, { searchtext, pageno, pagesize });
    return { rows: answer.batches, totalcount: answer.totalcount };
  });
  const onQueryChange = useCallback((next: MasterListQuery) => setQuery(next), []);
  return { query, onQueryChange, list };
}
