import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FlightInvoice, SectorRecord } from '../../../contract/flights/invoice';
import { splitCarrier } from '../../../domain/flight-codes';
import { AirlineLogo } from '../airline-logo';
import { AirportMapLink } from './AirportMapLink';
import {
  durationText,
  flightNumberText,
  operatedByText,
  sectorsOfTrip,
  terminalText,
  tripLabel,
  tripsOf,
} from './ticket-view';
import { formatDateWithWeekday } from '../../../domain/format';

/** The flights of each trip: carrier with logo, flight number, operator, airports, times, terminals. */
export function TicketSectors({ invoice }: { invoice: FlightInvoice }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="flight-ticket-sectors">
      <Title order={2} size="h4" id="flight-ticket-sectors">
        Flights
      </Title>
      {tripsOf(invoice).map((trip) => {
        const sectors = sectorsOfTrip(invoice, trip);
        if (sectors.length === 0) return null;
        return (
          <Stack key={trip} gap="xs">
            <Title order={3} size="h5">
              {tripLabel(trip)}
            </Title>
            {sectors.map((sector, i) => (
              <SectorCard key={`${sector.flight_number}-${i}`} sector={sector} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}

function SectorCard({ sector }: { sector: SectorRecord }) {
  const { code, name } = splitCarrier(sector.carrier);
  const flight = flightNumberText(sector);
  const operatedBy = operatedByText(sector);
  return (
    <Card withBorder padding="sm" role="group" aria-label={`Flight ${flight}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        {/* A fixed width lines the airports up from card to card whatever the carrier's name. */}
        <Group gap="sm" w={190} wrap="nowrap" align="flex-start">
          <AirlineLogo code={code} name={name} />
          <div>
            <Text fw={600}>{name || code}</Text>
            <Text size="sm">{flight}</Text>
            {operatedBy && (
              <Text size="xs" c="dimmed">
                Operated by {operatedBy}
              </Text>
            )}
          </div>
        </Group>
        <SimpleGrid cols={3} spacing="md" style={{ flex: 1, minWidth: 280 }}>
          <Endpoint
            label="From"
            code={sector.origin}
            fullname={sector.origin_fullname}
            date={sector.jdate}
            time={sector.departure_time}
            terminal={sector.dep_terminal}
          />
          <Stack gap={0} align="center" justify="center">
            <Text size="xs" c="dimmed">
              Duration
            </Text>
            <Text size="sm">{durationText(sector.journey_duration)}</Text>
          </Stack>
          <Endpoint
            label="To"
            code={sector.destination}
            fullname={sector.destination_fullname}
            date={sector.arrdate || sector.jdate}
            time={sector.arrival_time}
            terminal={sector.arr_terminal}
          />
        </SimpleGrid>
      </Group>
    </Card>
  );
}

interface EndpointProps {
  label: string;
  code: string;
  fullname: string;
  date: string;
  time: string;
  terminal: string;
}

function Endpoint({ label, code, fullname, date, time, terminal }: EndpointProps) {
  const term = terminalText(terminal);
  return (
    <Stack gap={0} aria-label={`${label} ${code}`} role="group">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>
        {time} {code}
      </Text>
      <AirportMapLink code={code} fullname={fullname} />
      <Text size="sm">{formatDateWithWeekday(date)}</Text>
      {term && <Text size="sm">{term}</Text>}
    </Stack>
  );
}
