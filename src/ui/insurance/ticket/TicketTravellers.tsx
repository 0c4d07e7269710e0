import { Badge, Table, Title } from '@mantine/core';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import type { InsuranceInvoice } from '../../../contract/insurance/booking';
import { Money } from '../../components/Money';
import { amountPaise, genderName, isConfirmed, optionalColumns, travellerName } from './ticket-fields';

type Passenger = InsuranceInvoice['passengers'][number];

/** The insured travellers; seat and meal columns appear only when some traveller carries one. */
export function TicketTravellers({ passengers, currency }: { passengers: readonly Passenger[]; currency: string }) {
  const { seat, meal } = optionalColumns(passengers);
  return (
    <section aria-labelledby="insurance-ticket-travellers">
      <Title order={2} size="h4" id="insurance-ticket-travellers" mb="xs">
        Travellers
      </Title>
      <ResponsiveTable striped aria-labelledby="insurance-ticket-travellers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Age</Table.Th>
            <Table.Th>Gender</Table.Th>
            <Table.Th>ID type</Table.Th>
            <Table.Th>ID number</Table.Th>
            {seat && <Table.Th>Seat</Table.Th>}
            {meal && <Table.Th>Meal</Table.Th>}
            <Table.Th>Status</Table.Th>
            <Table.Th>Premium</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {passengers.map((p) => {
            const premium = amountPaise(p.premium);
            return (
              <Table.Tr key={p.paxsno}>
                <Table.Td data-label="Name">{travellerName(p)}</Table.Td>
                <Table.Td data-label="Age">{p.age > 0 ? p.age : ''}</Table.Td>
                <Table.Td data-label="Gender">{genderName(p)}</Table.Td>
                <Table.Td data-label="ID type">{p.idcardtype}</Table.Td>
                <Table.Td data-label="ID number">{p.idcardnumber}</Table.Td>
                {seat && <Table.Td data-label="Seat">{p.seatnumber}</Table.Td>}
                {meal && <Table.Td data-label="Meal">{p.mealpref}</Table.Td>}
                <Table.Td data-label="Status">
                  <Badge color={isConfirmed(p) ? 'green' : 'red'} variant="light">
                    {isConfirmed(p) ? 'Confirmed' : 'Cancelled'}
                  </Badge>
                </Table.Td>
                <Table.Td data-label="Premium">
                  {premium !== null && <Money minor={premium} currency={currency} />}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ResponsiveTable>
    </section>
  );
}
