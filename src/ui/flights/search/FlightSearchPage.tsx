import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MyBookingApprovals } from '../../components/MyBookingApprovals';
import type { FlightSearchQuery } from './flight-query';
import { defaultFlightValues } from './flight-search-rules';
import { FlightSearchForm } from './FlightSearchForm';
import type { LoadFareCalendar } from './use-fare-calendar';

export interface FlightSearchPageProps {
  today: string;
  onSearch: (query: FlightSearchQuery) => void;
  loadFares?: LoadFareCalendar;
  /** The traveller's recent trips, below the form. */
  children?: ReactNode;
}

/** /flights (docs/product.md#screens-and-routes: the default home): the flight search form. */
export function FlightSearchPage({ today, onSearch, loadFares, children }: FlightSearchPageProps) {
  return (
    <Stack>
      <Title order={1}>Flights</Title>
      <Paper withBorder p="md">
        <FlightSearchForm initial={defaultFlightValues()} today={today} onSearch={onSearch} loadFares={loadFares} />
      </Paper>
      {/* Approved flight requests link back to /flights/book with their approvalid. */}
      <MyBookingApprovals service="flight" />
      {children}
    </Stack>
  );
}
