import { Table } from '@mantine/core';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { api } from '../../../api';
import { tripTxns } from '../../../contract/trips/actions-info';
import { productName, statusName } from '../../../domain/display-names';
import { parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';
import { PanelFrame } from './PanelFrame';
import { type PanelProps, useTripPanel } from './use-trip-panel';

/** The trip's transactions (TG-TRIPTXNS), shown only when it has any. */
export function TransactionsPanel({ profileid, tripid, revision }: PanelProps) {
  const txns = useTripPanel(
    profileid,
    tripid,
    'txns',
    async () => (await api.callOperation(tripTxns, { tripid })).GenericTrip,
    revision,
  );
  if (!txns || txns.length === 0) return null;
  return (
    <PanelFrame title="Transactions">
      <ResponsiveTable aria-label="Transactions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Transaction</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Supplier</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {txns.map((t) => (
            <Table.Tr key={t.txid}>
              <Table.Td data-label="Transaction">{t.txid}</Table.Td>
              <Table.Td data-label="Item">{productName(t.itemtype)}</Table.Td>
              <Table.Td data-label="Supplier">{t.supplier}</Table.Td>
              <Table.Td data-label="Amount">
                <Money minor={parseMinorUnits(t.totalamount)} currency={t.currency} />
              </Table.Td>
              <Table.Td data-label="Status">{statusName(t.status)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
    </PanelFrame>
  );
}
