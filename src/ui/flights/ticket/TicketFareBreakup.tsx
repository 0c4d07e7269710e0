import { Table, Title } from '@mantine/core';
import type { FlightInvoice } from '../../../contract/flights/invoice';
import { invoiceFareBreakup } from '../../../domain/fare-breakup';
import { Money } from '../../components/Money';
import { Term } from '../../components/Term';

/**
 * docs/product.md#constants-and-code-tables fare breakup, exactly as fareBreakup() lays it out: base fare, tax, CGST/SGST/IGST/
 * K3/YR only when above 0 (the codes explained by <Term>), discount, total amount. The sandbox airline sells in rupees.
 */
export function TicketFareBreakup({ invoice }: { invoice: FlightInvoice }) {
  const { lines } = invoiceFareBreakup(invoice);
  return (
    <section aria-labelledby="flight-ticket-fare">
      <Title order={2} size="h4" id="flight-ticket-fare" mb="xs">
        Fare breakup
      </Title>
      <Table maw={420} aria-labelledby="flight-ticket-fare">
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key} fw={line.key === 'total' ? 700 : undefined}>
              <Table.Th scope="row">
                <Term term={line.key}>{line.label}</Term>
              </Table.Th>
              <Table.Td ta="right">
                <Money minor={line.amount} currency="INR" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
