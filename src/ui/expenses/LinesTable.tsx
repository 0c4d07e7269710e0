import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { ExpenseLine } from '../../contract/expenses/line-shape';
import type { ExpenseLineRow } from '../../db/expense-rows';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { openStoredFile, storedFileUrl } from '../shared/stored-files';
import { LINE_TYPE_LABELS, PAYMENT_METHOD_LABELS, showAmount } from './expense-format';
import { PendingLineRow } from './PendingLineRow';

export interface LinesTableProps {
  caption: string;
  lines: readonly ExpenseLine[];
  /** Lines saved on this device and not yet confirmed, shown first. */
  pending?: readonly ExpenseLineRow[];
  /** Buttons for one line (change, remove), when the person may act on it. */
  actions?: (line: ExpenseLine) => ReactNode;
  /** The same for a line saved here (given only where `actions` is). */
  pendingActions?: (row: ExpenseLineRow) => ReactNode;
}


/** Expense lines (cards on a phone): what, when, how much in its currency and the base one, receipts, policy. */
export function LinesTable({ caption, lines, pending = [], actions, pendingActions }: LinesTableProps) {
  return (
    <ResponsiveTable striped captionSide="top" aria-label={caption}>
      <Table.Caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Category</Table.Th>
          <Table.Th>Merchant</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>Paid by</Table.Th>
          <Table.Th>Receipts</Table.Th>
          {actions && <Table.Th>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pending.map((row) => (
          <PendingLineRow
            key={row.lineid}
            row={row}
            withActions={actions !== undefined}
            actions={pendingActions?.(row)}
          />
        ))}
        {lines.map((line) => (
          <Table.Tr key={line.lineid}>
            <Table.Td data-label="Date">{line.expensedate}</Table.Td>
            <Table.Td data-label="Category">
              <Stack gap={2}>
                <Text size="sm">{line.categoryname}</Text>
                <Group gap={4}>
                  <Badge variant="light" color="gray">
                    {LINE_TYPE_LABELS[line.linetype]}
                  </Badge>
                  {line.policy.outofpolicy && (
                    <Badge color="red" variant="outline" title={line.policy.reasons.join('; ')}>
                      Out of policy
                    </Badge>
                  )}
                  {line.duplicates.length > 0 && (
                    <Badge
                      color="yellow"
                      variant="outline"
                      title={line.duplicates.map((d) => `${d.claimant}, ${d.expensedate}`).join('; ')}
                    >
                      Looks like a claim already made
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Table.Td>
            <Table.Td data-label="Merchant">{line.merchant}</Table.Td>
            <Table.Td data-label="Amount">
              <LineAmount line={line} />
            </Table.Td>
            <Table.Td data-label="Paid by">{PAYMENT_METHOD_LABELS[line.paymentmethod]}</Table.Td>
            <Table.Td data-label="Receipts">
              <Group gap="xs">
                {line.receipts.map((receipt) => (
                  // The file route wants the bearer token, which a plain link cannot carry.
                  <Anchor
                    key={receipt.fileid}
                    href={storedFileUrl(receipt.fileid)}
                    onClick={(e) => {
                      e.preventDefault();
                      void openStoredFile(storedFileUrl(receipt.fileid), 'The receipt cannot be opened. Please try again.');
                    }}
                  >
                    {receipt.name}
                  </Anchor>
                ))}
              </Group>
            </Table.Td>
            {actions && <Table.Td>{actions(line)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

/** The claim in its own currency, the base amount beside it when they differ, and what finance allowed. */
function LineAmount({ line }: { line: ExpenseLine }) {
  const foreign = line.currency !== line.basecurrency;
  return (
    <Stack gap={0}>
      <Text size="sm">{showAmount(foreign ? line.amount : line.baseamount, line.currency)}</Text>
      {foreign && (
        <Text size="xs" c="dimmed">
          {showAmount(line.baseamount, line.basecurrency)}
        </Text>
      )}
      {line.allowedamount && line.allowedamount !== line.baseamount && (
        <Text size="xs" c="orange">
          Allowed {showAmount(line.allowedamount, line.basecurrency)}
          {line.financeremark ? `: ${line.financeremark}` : ''}
        </Text>
      )}
    </Stack>
  );
}
