import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { api, errorMessage } from '../../../api';
import { getExpensePaymentBatch } from '../../../contract/expenses/finance';
import type { ResponseOf } from '../../../contract/operation';
import { formatDate } from '../../../domain/format';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { saveFile } from '../../shared/save-file';
import { MarkPaidDialog } from './MarkPaidDialog';
import { moneyText } from './money-text';

type Batch = ResponseOf<typeof getExpensePaymentBatch>;
type Load = { state: 'loading' } | { state: 'ready'; answer: Batch } | { state: 'failed'; message: string };

/** Shows where the money goes without putting whole account numbers on the screen; the bank file has them. */
const maskAccount = (accountnumber: string) => (accountnumber.length > 4 ? `•••• ${accountnumber.slice(-4)}` : accountnumber);

/** One payment batch: its transfers, the bank's upload file, and "Mark paid" once the bank has paid. */
export function PaymentBatchView({ batchid, onPaid, onClose }: { batchid: string; onPaid: () => void; onClose: () => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [marking, setMarking] = useState(false);
  const [notice, setNotice] = useState('');
  // Bumped once the batch is paid: it is read again with its reference.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    api.callOperation(getExpensePaymentBatch, { batchid }).then(
      (answer) => live && setLoad({ state: 'ready', answer }),
      (error: unknown) => live && setLoad({ state: 'failed', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [batchid, generation]);

  // Opened from the list below the queue or by sending one: focus (and so the screen) moves to it once read.
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (load.state === 'ready') region.current?.focus();
  }, [load.state]);

  const title = `Payment batch ${batchid}`;
  if (load.state === 'loading') return <Loader size="sm" aria-label={`Loading ${title.toLowerCase()}`} />;
  if (load.state === 'failed')
    return (
      <Alert color="red" role="alert" withCloseButton onClose={onClose} closeButtonLabel="Close the batch">
        {load.message}
      </Alert>
    );
  const { batch, rows, csv } = load.answer;
  return (
    <Card withBorder component="section" aria-label={title} ref={region} tabIndex={-1}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge color={batch.status === 'paid' ? 'green' : 'blue'} variant="light">
            {batch.status === 'paid' ? 'Paid' : 'Payment in process'}
          </Badge>
        </Group>
        <Text>{`${batch.count} ${batch.count === 1 ? 'report' : 'reports'} · ${moneyText(batch.total, batch.currency)} · created ${formatDate(batch.createdon)}`}</Text>
        {batch.status === 'paid' && <Text>{`Paid on ${formatDate(batch.paidon)}, bank reference ${batch.reference}`}</Text>}
        {notice && (
          <Alert color="green" role="status">
            {notice}
          </Alert>
        )}
        <ResponsiveTable aria-label={`Transfers of ${title.toLowerCase()}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Report</Table.Th>
              <Table.Th>Claimant</Table.Th>
              <Table.Th>Bank</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.reportid}>
                <Table.Td data-label="Report">{r.reportno}</Table.Td>
                <Table.Td data-label="Claimant">{r.claimant}</Table.Td>
                <Table.Td data-label="Bank">{`${r.bankname} · ${r.ifsc}`}</Table.Td>
                <Table.Td data-label="Account">{`${r.accountname} ${maskAccount(r.accountnumber)}`}</Table.Td>
                <Table.Td data-label="Amount">{moneyText(r.amount, batch.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
        <Group gap="xs">
          <Button variant="default" onClick={() => saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `expense-payments-${batchid}.csv`)}>
            Download bank file
          </Button>
          {batch.status === 'processing' && <Button onClick={() => setMarking(true)}>Mark paid</Button>}
          <Button variant="subtle" onClick={onClose}>
            Close batch
          </Button>
        </Group>
      </Stack>
      <MarkPaidDialog
        batchid={batchid}
        opened={marking}
        onCancel={() => setMarking(false)}
        onPaid={(count) => {
          setMarking(false);
          setNotice(`${count} ${count === 1 ? 'report' : 'reports'} marked reimbursed.`);
          setGeneration((g) => g + 1);
          onPaid();
        }}
      />
    </Card>
  );
}
