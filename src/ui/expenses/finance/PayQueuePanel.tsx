import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { api, errorMessage, newActionKey } from '../../../api';
import { processExpensePayments } from '../../../contract/expenses/finance';
import type { ExpenseReportSummary } from '../../../contract/expenses/report-shape';
import { type MasterColumn, MasterTable } from '../../components/MasterTable';
import { PaymentBatchPanel } from './PaymentBatchPanel';
import { QUEUE_COLUMNS, describeReport } from './queue-columns';
import { useFinanceQueue } from './use-finance-queue';

/** A report already in a batch waits for the bank; the rest of the pay queue may be sent. */
const sendable = (r: ExpenseReportSummary) => r.status !== 'financeprocessing';

/**
 * Finance Admin → Expenses to pay: verified (or settled) reports chosen into a payment batch, then
 * the batch's bank file and "Mark paid". Batches sent earlier open from the list of batches below.
 */
export function PayQueuePanel({ profileid }: { profileid: string }) {
  const { query, onQueryChange, list } = useFinanceQueue(profileid, 'pay');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [batchid, setBatchid] = useState('');
  // Bumped by each batch sent: the list of batches is read again with it on top.
  const [batchesSent, setBatchesSent] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const { reload } = list;

  const pageSendable = list.rows.filter(sendable);
  const chosenOnPage = pageSendable.filter((r) => chosen.has(r.reportid));
  const toggle = (reportid: string, on: boolean) =>
    setChosen((c) => {
      const next = new Set(c);
      if (on) next.add(reportid);
      else next.delete(reportid);
      return next;
    });

  const columns: MasterColumn<ExpenseReportSummary>[] = [
    {
      key: 'choose',
      label: 'Send',
      render: (r) => (
        <Checkbox aria-label={`Choose ${describeReport(r)}`} checked={chosen.has(r.reportid)} disabled={!sendable(r)} onChange={(e) => toggle(r.reportid, e.currentTarget.checked)} />
      ),
    },
    ...QUEUE_COLUMNS,
  ];

  const send = async () => {
    setSending(true);
    setError('');
    try {
      // One key per click: a retried request makes one batch.
      const answer = await api.callOperation(processExpensePayments, { reportids: [...chosen] }, { idempotencyKey: newActionKey() });
      setChosen(new Set());
      setBatchid(answer.batchid);
      setBatchesSent((n) => n + 1);
      reload();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack>
      <Group align="end" wrap="wrap" gap="xs">
        <Checkbox
          label="Choose every report on this page"
          checked={pageSendable.length > 0 && chosenOnPage.length === pageSendable.length}
          indeterminate={chosenOnPage.length > 0 && chosenOnPage.length < pageSendable.length}
          disabled={pageSendable.length === 0}
          onChange={(e) => pageSendable.forEach((r) => toggle(r.reportid, e.currentTarget.checked))}
        />
        <Button disabled={chosen.size === 0} loading={sending} onClick={() => void send()}>
          {chosen.size > 0 ? `Send ${chosen.size} for payment` : 'Send for payment'}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <MasterTable
        title="Expenses to pay"
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.reportid}
        totalcount={list.totalcount}
        query={query}
        onQueryChange={onQueryChange}
        loading={list.loading}
        offline={list.offline}
        error={list.error}
        emptyText="No expense reports are waiting for payment."
        describe={describeReport}
      />
      <PaymentBatchPanel key={batchesSent} profileid={profileid} batchid={batchid} onOpen={setBatchid} onPaid={reload} />
    </Stack>
  );
}
