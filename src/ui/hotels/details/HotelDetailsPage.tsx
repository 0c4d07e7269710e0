import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { HotelDetailsAnswer } from '../hotel-search-api';
import { amenityIcon } from '../amenities';
import { distanceText, ratingText, starGlyphs, starsText } from '../hotel-format';
import { KeptResultsNotice } from '../results/KeptResultsNotice';
import { HotelColleagueReviews } from '../reviews/HotelColleagueReviews';
import { HotelRatesTable } from './HotelRatesTable';

/** `keptat`: no network, so the answer kept on this device, received then (ms since the epoch). */
export type HotelDetailsState =
  | { status: 'loading' }
  | { status: 'loaded'; answer: HotelDetailsAnswer; keptat?: number }
  | { status: 'failed'; error: string };

export interface HotelDetailsPageProps {
  state: HotelDetailsState;
  onBack: () => void;
  onRetry: () => void;
}

/**
 * /hotels/$searchid/$hotelcode (docs/features/hotels.md "Screens"): one hotel of a search, its
 * photos, description, amenities, times and every rate. Booking has no screen yet, so no Book button.
 */
export function HotelDetailsPage({ state, onBack, onRetry }: HotelDetailsPageProps) {
  const back = (
    <Group>
      <Button variant="default" size="xs" onClick={onBack}>
        Back to results
      </Button>
    </Group>
  );
  if (state.status === 'loading')
    return (
      <Stack>
        {back}
        <Stack align="center" py="lg" role="status">
          <Loader aria-hidden />
          <Text>Loading the hotel...</Text>
        </Stack>
      </Stack>
    );
  if (state.status === 'failed')
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert" title="The hotel could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{state.error}</Text>
            <Button size="xs" onClick={onRetry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  const { hotel, rates } = state.answer;
  return (
    <Stack>
      {back}
      {state.keptat !== undefined && <KeptResultsNotice what="rates" keptat={state.keptat} />}
      <Title order={1}>{hotel.name}</Title>
      <Group gap="xs">
        <Text span c="yellow.9" role="img" aria-label={starsText(hotel.stars)}>
          {starGlyphs(hotel.stars)}
        </Text>
        <Text span size="sm">
          {ratingText(hotel.rating, hotel.reviewcount)}
        </Text>
      </Group>
      <Text size="sm">
        {hotel.address} · {distanceText(hotel.distancekm)} from the place searched
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {hotel.photos.map((p, i) => (
          <img
            key={p.photoid}
            src={p.url}
            alt={`${hotel.name}, photo ${i + 1} of ${hotel.photos.length} (${p.kind})`}
            loading="lazy"
            width={240}
            height={180}
            style={{ width: '100%', height: 'auto', borderRadius: 4 }}
          />
        ))}
      </SimpleGrid>
      <Text>{hotel.description}</Text>
      <Paper withBorder p="sm">
        <Text size="sm">
          Check-in from {hotel.checkintime} · Check-out by {hotel.checkouttime} (the hotel’s local time)
        </Text>
      </Paper>
      <Title order={2} size="h4">
        Amenities
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 4 }}
        spacing={4}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {hotel.amenities.map((a) => (
          <li key={a.code}>
            <span aria-hidden>{amenityIcon(a.code)}</span> {a.label}
          </li>
        ))}
      </SimpleGrid>
      <Title order={2} size="h4">
        Rooms and rates
      </Title>
      <HotelRatesTable rates={rates} />
      <HotelColleagueReviews hotelcode={hotel.hotelcode} />
    </Stack>
  );
}
