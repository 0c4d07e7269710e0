import { Badge, Button, Stack } from '@mantine/core';
import type { getExpensePaymentBatches } from '../../../contract/expenses/queues';
import type { ResponseOf } from '../../../contract/operation';
import { formatDate } from '../../../domain/format';
import { type MasterColumn, MasterTable } from '../../components/MasterTable';
import { PaymentBatchView } from './PaymentBatchView';
import { moneyText } from './money-text';
import { usePaymentBatches } from './use-payment-batches';

type ListedBatch = ResponseOf<typeof getExpensePaymentBatches>['batches'][number];

const describeBatch = (b: ListedBatch) => `payment batch ${b.batchid}`;

export interface PaymentBatchPanelProps {
  profileid: string;
  /** The batch open above the list ('' for none). */
  batchid: string;
  onOpen: (batchid: string) => void;
  /** A batch was marked paid: its reports left the pay queue. */
  onPaid: () => void;
}

/**
 * Finance's payment batches: the company's batches, newest first (search by id or bank reference),
 * each opened with a click to its transfers, bank file and "Mark paid".
 */
export function PaymentBatchPanel({ profileid, batchid, onOpen, onPaid }: PaymentBatchPanelProps) {
  const { query, onQueryChange, list } = usePaymentBatches(profileid);
  const { reload } = list;
  const columns: MasterColumn<ListedBatch>[] = [
    {
      key: 'batchid',
      label: 'Batch',
      render: (b) => (
        <Button variant="subtle" size="compact-sm" aria-label={`Open ${describeBatch(b)}`} aria-pressed={b.batchid === batchid} onClick={() => onOpen(b.batchid)}>
          {b.batchid}
        </Button>
      ),
    },
    { key: 'createdon', label: 'Created', render: (b) => formatDate(b.createdon) },
    { key: 'createdby', label: 'By', render: (b) => b.createdby },
    { key: 'count', label: 'Reports', render: (b) => String(b.count) },
    { key: 'total', label: 'Total', render: (b) => moneyText(b.total, b.currency) },
    {
      key: 'status',
      label: 'Status',
      render: (b) => (
        <Badge color={b.status === 'paid' ? 'green' : 'blue'} variant="light">
          {b.status === 'paid' ? 'Paid' : 'Payment in process'}
        </Badge>
      ),
    },
    { key: 'reference', label: 'Bank reference', render: (b) => b.reference || '—' },
  ];
  return (
    <Stack>
      {batchid && (
        <PaymentBatchView
          key={batchid}
          batchid={batchid}
          onPaid={() => {
            reload();
            onPaid();
          }}
          onClose={() => onOpen('')}
        />
      )}
      <MasterTable
        title="Payment batches"
        columns={columns}
        rows={list.rows}
        rowKey={(b) => b.batchid}
        totalcount={list.totalcount}
        query={query}
        onQueryChange={onQueryChange}
        loading={list.loading}
        offline={list.offline}
        error={list.error}
        emptyText="No payment batches yet."
        describe={describeBatch}
      />
    </Stack>
  );
}
