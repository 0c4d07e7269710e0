import type { ReactNode } from 'react';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { type ReceiptProgress, receiptProgress } from '../../db/expense-local';
import type { ExpenseLineRow } from '../../db/expense-rows';
import { LINE_TYPE_LABELS, PAYMENT_METHOD_LABELS, showAmount } from './expense-format';

/*
 * A line saved on this device and not yet confirmed: what the user entered (the server works out
 * category names, rates and policy once it gets it) and how far its receipts have gone.
 */

/** "Uploading receipts 42%" while bytes go, the refusal when the server refused a file, else "Waiting to sync". */
export function syncStateOf(receipts: readonly ReceiptProgress[]): { text: string; failed: boolean } {
  const refused = receipts.find((r) => r.state === 'failed');
  if (refused)
    return { text: `Receipt ${refused.name} refused: ${refused.lastError ?? 'upload failed'}`, failed: true };
  const size = receipts.reduce((sum, r) => sum + r.size, 0);
  const sent = receipts.reduce((sum, r) => sum + (r.state === 'uploaded' ? r.size : r.bytesSent), 0);
  if (sent > 0 && sent < size) return { text: `Uploading receipts ${Math.floor((sent / size) * 100)}%`, failed: false };
  return { text: 'Waiting to sync', failed: false };
}

/** What the line asks for, as the user typed it: an amount, a distance or days. */
function claimOf(row: ExpenseLineRow): string {
  if (row.linetype === 'mileage') return `${row.distance ?? ''} ${row.distanceunit ?? 'km'}`;
  if (row.linetype === 'perdiem') return `${row.days ?? 1} day(s)`;
  return showAmount(row.amount ?? '', row.currency ?? '');
}

export interface PendingLineRowProps {
  row: ExpenseLineRow;
  /** The table has an actions column: this row fills its cell, with `actions` if any. */
  withActions: boolean;
  actions?: ReactNode;
}

export function PendingLineRow({ row, withActions, actions }: PendingLineRowProps) {
  // Progress rows carry no blobs, so re-reading them on every progress write is cheap.
  const receipts = useLiveQuery(() => receiptProgress(row.lineid), [row.lineid]) ?? [];
  const sync = syncStateOf(receipts);
  return (
    <Table.Tr data-pending-line={row.lineid}>
      <Table.Td data-label="Date">{row.expensedate}</Table.Td>
      <Table.Td data-label="Category">
        <Stack gap={2}>
          <Text size="sm">{LINE_TYPE_LABELS[row.linetype ?? 'expense']}</Text>
          <Badge variant="light" color={sync.failed ? 'red' : 'yellow'} style={{ textTransform: 'none' }}>
            {sync.text}
          </Badge>
        </Stack>
      </Table.Td>
      <Table.Td data-label="Merchant">{row.merchant}</Table.Td>
      <Table.Td data-label="Amount">{claimOf(row)}</Table.Td>
      <Table.Td data-label="Paid by">{PAYMENT_METHOD_LABELS[row.paymentmethod ?? 'personalcard']}</Table.Td>
      <Table.Td data-label="Receipts">{receipts.map((r) => r.name).join(', ')}</Table.Td>
      {withActions && <Table.Td>{actions}</Table.Td>}
    </Table.Tr>
  );
}
