import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateWithWeekday } from '../../../domain/format';
import { guestsSummary, nightsText, type HotelSearchQuery } from '../search/hotel-query';
import { HotelResultsPanel } from './HotelResultsPanel';
import type { HotelSearchState } from './use-hotel-search';

export interface HotelResultsPageProps {
  query: HotelSearchQuery;
  state: HotelSearchState;
  onRetry: () => void;
  onView: (hotelcode: string) => void;
  /** The modify-search form. */
  children?: ReactNode;
}

function Searching() {
  return (
    <Stack align="center" py="lg" role="status">
      <Loader aria-hidden />
      <Text>Searching hotels...</Text>
    </Stack>
  );
}

/** /hotels/results (docs/features/hotels.md "Screens"): the search, then its hotels or what went wrong. */
export function HotelResultsPage({ query, state, onRetry, onView, children }: HotelResultsPageProps) {
  const answer = state.status === 'results' ? state.answer : null;
  const nights = answer?.nights ?? null;
  return (
    <Stack>
      <Title order={1}>{answer ? `Hotels near ${answer.place.placename}` : 'Hotels'}</Title>
      <Text>
        {formatDateWithWeekday(query.checkin)} to {formatDateWithWeekday(query.checkout)}
        {nights !== null && ` (${nightsText(nights)})`} · {guestsSummary(query.rooms)}
      </Text>
      {children}
      {state.status === 'searching' && <Searching />}
      {state.status === 'failed' && (
        <Alert color="red" role="alert" title="Search failed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{state.error}</Text>
            <Button size="xs" onClick={onRetry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {answer && <HotelResultsPanel key={answer.searchid} answer={answer} onView={onView} />}
    </Stack>
  );
}
