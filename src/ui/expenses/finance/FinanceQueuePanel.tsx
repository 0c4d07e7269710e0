import type { FinanceQueue } from '../../../contract/expenses/queues';
import { MasterTable } from '../../components/MasterTable';
import { QUEUE_COLUMNS, describeReport } from './queue-columns';
import { useFinanceQueue } from './use-finance-queue';

const TITLES: Record<Exclude<FinanceQueue, 'pay'>, { title: string; empty: string }> = {
  verify: { title: 'Expenses to verify', empty: 'No expense reports are waiting for verification.' },
  closed: { title: 'Closed expenses', empty: 'No closed expense reports match.' },
};

/** Finance Admin → Expenses to verify / Closed: each report opens on its own page, where FinanceActions acts on it. */
export function FinanceQueuePanel({ profileid, queue }: { profileid: string; queue: Exclude<FinanceQueue, 'pay'> }) {
  const { query, onQueryChange, list } = useFinanceQueue(profileid, queue);
  return (
    <MasterTable
      title={TITLES[queue].title}
      columns={QUEUE_COLUMNS}
      rows={list.rows}
      rowKey={(r) => r.reportid}
      totalcount={list.totalcount}
      query={query}
      onQueryChange={onQueryChange}
      loading={list.loading}
      offline={list.offline}
      error={list.error}
      emptyText={TITLES[queue].empty}
      describe={describeReport}
    />
  );
}
