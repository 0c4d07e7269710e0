import { Table, Title } from '@mantine/core';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import type { InsuranceInvoice } from '../../../contract/insurance/booking';
import { Money } from '../../components/Money';
import { formatTimestamp } from '../../../domain/format';
import { amountPaise, fareRows, travellerName } from './ticket-fields';

type Invoice = InsuranceInvoice;

/** Basic fare (the premium), GST and total net in the invoice's currency. */
export function TicketFare({ record }: { record: Invoice['insurancerecord'] }) {
  const rows = fareRows(record);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="insurance-ticket-fare">
      <Title order={2} size="h4" id="insurance-ticket-fare" mb="xs">
        Fare
      </Title>
      <Table maw={420} aria-labelledby="insurance-ticket-fare">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label} fw={row.label === 'Total net' ? 700 : undefined}>
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td ta="right">
                <Money minor={row.paise} currency={record.base_currency || 'INR'} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

const REFUND_MODE = { wallet: 'Wallet', card: 'Card' } as const;

/** Refunds of cancelled travellers, when there are any. */
export function TicketRefunds({ invoice }: { invoice: Invoice }) {
  const { refunds, base_currency } = invoice.insurancerecord;
  if (refunds.length === 0) return null;
  const nameOf = (paxsno: number) => {
    const passenger = invoice.passengers.find((p) => p.paxsno === paxsno);
    return passenger ? travellerName(passenger) : `Traveller ${paxsno}`;
  };
  return (
    <section aria-labelledby="insurance-ticket-refunds">
      <Title order={2} size="h4" id="insurance-ticket-refunds" mb="xs">
        Refunds
      </Title>
      <ResponsiveTable aria-labelledby="insurance-ticket-refunds">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Traveller</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Refunded to</Table.Th>
            <Table.Th>Refunded on</Table.Th>
            <Table.Th>Remarks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refunds.map((refund, index) => {
            const amount = amountPaise(refund.amount);
            return (
              <Table.Tr key={`${refund.paxsno}-${index}`}>
                <Table.Td data-label="Traveller">{nameOf(refund.paxsno)}</Table.Td>
                <Table.Td data-label="Amount">
                  {amount !== null && <Money minor={amount} currency={base_currency || 'INR'} />}
                </Table.Td>
                <Table.Td data-label="Refunded to">{REFUND_MODE[refund.mode]}</Table.Td>
                <Table.Td data-label="Refunded on">{formatTimestamp(refund.refundedon)}</Table.Td>
                <Table.Td data-label="Remarks">{refund.remarks}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ResponsiveTable>
    </section>
  );
}
