import { Table, Title } from '@mantine/core';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import type { FlightInvoice } from '../../../contract/flights/invoice';
import { parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';
import { extraLines } from './ticket-view';

/** Seat, meal and baggage per traveller (passengerssrrecords); meals by name. Hidden when none. */
export function TicketExtras({ invoice }: { invoice: FlightInvoice }) {
  const lines = extraLines(invoice);
  if (lines.length === 0) return null;
  const withJourney = lines.some((l) => l.journey);
  const withAmount = lines.some((l) => l.amount !== null);
  return (
    <section aria-labelledby="flight-ticket-extras">
      <Title order={2} size="h4" id="flight-ticket-extras" mb="xs">
        Extras
      </Title>
      <ResponsiveTable aria-labelledby="flight-ticket-extras">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Traveller</Table.Th>
            {withJourney && <Table.Th>Flight</Table.Th>}
            <Table.Th>Type</Table.Th>
            <Table.Th>Details</Table.Th>
            {withAmount && <Table.Th ta="right">Amount</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => (
            <Table.Tr key={i}>
              <Table.Td data-label="Traveller">{line.traveller}</Table.Td>
              {withJourney && <Table.Td data-label="Flight">{line.journey}</Table.Td>}
              <Table.Td data-label="Type">{line.kindLabel}</Table.Td>
              <Table.Td data-label="Details">{line.detail}</Table.Td>
              {withAmount && (
                <Table.Td data-label="Amount" ta="right">
                  {line.amount !== null && <Money minor={parseMinorUnits(line.amount)} currency="INR" />}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
    </section>
  );
}
