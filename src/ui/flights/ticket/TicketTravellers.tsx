import { Button, Table, Title } from '@mantine/core';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import type { FlightInvoice } from '../../../contract/flights/invoice';
import { statusLabel } from './ticket-cancel-view';
import { passengerName, ticketLines, travellers, tripLabel } from './ticket-view';
import { webCheckinParams, webCheckinUrl } from './web-checkin';

/** The travellers once each, with their status. */
export function TicketPassengers({ invoice }: { invoice: FlightInvoice }) {
  const rows = travellers(invoice);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="flight-ticket-passengers">
      <Title order={2} size="h4" id="flight-ticket-passengers" mb="xs">
        Passengers
      </Title>
      <ResponsiveTable aria-labelledby="flight-ticket-passengers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.paxid}>
              <Table.Td data-label="Name">{passengerName(p)}</Table.Td>
              <Table.Td data-label="Email">{p.email}</Table.Td>
              <Table.Td data-label="Status">{statusLabel(p.status)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
    </section>
  );
}

export interface TicketNumbersProps {
  invoice: FlightInvoice;
  txid: string;
  /** No check-in while the ticket is still being issued (no PNR yet). */
  checkinOpen: boolean;
}

/** Ticket number and airline PNR per traveller per trip, each with its web check-in. */
export function TicketNumbers({ invoice, txid, checkinOpen }: TicketNumbersProps) {
  const lines = ticketLines(invoice);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="flight-ticket-tickets">
      <Title order={2} size="h4" id="flight-ticket-tickets" mb="xs">
        Tickets
      </Title>
      <ResponsiveTable aria-labelledby="flight-ticket-tickets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Traveller</Table.Th>
            <Table.Th>Trip</Table.Th>
            <Table.Th>Ticket number</Table.Th>
            <Table.Th>PNR</Table.Th>
            <Table.Th data-print-hide="">Check-in</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const params = checkinOpen && line.pnr ? webCheckinParams(invoice, txid, line) : null;
            const who = [line.title, line.name].filter(Boolean).join(' ');
            return (
              <Table.Tr key={`${line.trip}-${line.paxid}`}>
                <Table.Td data-label="Traveller">{who}</Table.Td>
                <Table.Td data-label="Trip">{tripLabel(line.trip)}</Table.Td>
                <Table.Td data-label="Ticket number">{line.ticketNumber}</Table.Td>
                <Table.Td data-label="PNR">{line.pnr}</Table.Td>
                <Table.Td data-print-hide="">
                  {params && (
                    <Button
                      component="a"
                      href={webCheckinUrl(params)}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="xs"
                      variant="light"
                      aria-label={`Web check-in for ${who}, ${tripLabel(line.trip).toLowerCase()}`}
                    >
                      Web check-in
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ResponsiveTable>
    </section>
  );
}
