import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CorporateTripWire } from '../../contract/trips/shapes';
import { TripStatusBadge, WaitingToSyncBadge } from '../components/TripStatusBadge';
import { decimalToPaise } from '../../domain/trip-money';
import { Money } from '../components/Money';
import { countryName } from '../../domain/country-name';
import { formatDateRange } from '../../domain/format';
import { tripRoute } from '../shared/trip-format';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </div>
  );
}

/** Name, status and the facts of the trip: purpose, dates, route, travellers, imprest. */
export function TripHeader({ trip, waiting, failed }: { trip: CorporateTripWire; waiting: boolean; failed: boolean }) {
  const travellers = [
    trip.travellername,
    ...(trip.travellers ?? []).map((t) => t.name).filter((name) => name !== trip.travellername),
  ].filter(Boolean);
  return (
    <Paper withBorder p="md" component="section" aria-label="Trip summary">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{trip.tripname || 'Trip'}</Title>
            <Text size="sm" c="dimmed">
              Trip {trip.tripid}
            </Text>
          </div>
          <Group gap={4}>
            <TripStatusBadge status={trip.status} />
            {(waiting || failed) && <WaitingToSyncBadge failed={failed} />}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label="Purpose">{trip.trip_purpose}</Fact>
          <Fact label="Dates">{formatDateRange(trip.fromdate, trip.todate)}</Fact>
          <Fact label="Route">{tripRoute(trip.origin, trip.destination)}</Fact>
          <Fact label="Destination countries">{(trip.destinationcountries ?? []).map(countryName).join(', ')}</Fact>
          <Fact label="Travellers">{travellers.join(', ')}</Fact>
          <Fact label="Travel class">{trip.travelclass}</Fact>
          <Fact label="Billing">{trip.billabletype === 'billable' ? 'Billable' : 'Not billable'}</Fact>
          <Fact label="Imprest">
            {trip.imprestrequired ? (
              <Money minor={BigInt(decimalToPaise(trip.imprestamountrequested) ?? 0)} currency={trip.imprestcurrency} />
            ) : (
              'Not requested'
            )}
          </Fact>
          <Fact label="Created by">{trip.createdby}</Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
