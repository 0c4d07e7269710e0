import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { HotelRateSummary } from '../../../contract/hotels/search-shapes';
import { formatDateWithWeekday } from '../../../domain/format';
import { HotelPolicyBadge } from '../HotelPolicyBadge';
import { starGlyphs, starsText } from '../hotel-format';
import { exact } from './book-money';
import type { BookData } from './use-book-data';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The stay as it will be booked: hotel, photo, room and board, dates, nights, rooms and guests, the
 * cancellation terms, per night and total with GST (the latest recheck's amounts), the policy verdict.
 */
export function StaySummary({ data, rate }: { data: BookData; rate: HotelRateSummary }) {
  const { hotel, stay } = data;
  const photo = hotel.photos[0];
  const guests = stay.rooms.reduce((n, r) => n + r.adults + r.childages.length, 0);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="stay-title">
      <Group align="flex-start" wrap="wrap">
        {photo && (
          <img
            src={photo.url}
            alt={`${hotel.name} (${photo.kind})`}
            width={160}
            height={120}
            style={{ borderRadius: 4, maxWidth: '100%', height: 'auto' }}
          />
        )}
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Title order={2} size="h4" id="stay-title">
            {hotel.name}
          </Title>
          <Text span c="yellow.9" role="img" aria-label={starsText(hotel.stars)}>
            {starGlyphs(hotel.stars)}
          </Text>
          <Text size="sm">{hotel.address}</Text>
          <Text size="sm">
            {rate.roomname} · {rate.boardname}
          </Text>
          <Text size="sm">
            Check-in {formatDateWithWeekday(stay.checkin)} from {hotel.checkintime} · Check-out{' '}
            {formatDateWithWeekday(stay.checkout)} by {hotel.checkouttime}
          </Text>
          <Text size="sm">
            {plural(stay.nights, 'night')} · {plural(stay.rooms.length, 'room')} · {plural(guests, 'guest')}
          </Text>
          <HotelPolicyBadge verdict={data.rate.policy} />
        </Stack>
      </Group>
      <Text fw={600} mt="sm">
        {data.rate.refundable ? 'Free cancellation' : 'Non-refundable'}
      </Text>
      <List size="sm" aria-label="Cancellation terms">
        {data.rate.cancellation.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Group mt="sm" gap="xl">
        <Text size="sm">
          Per room per night <b>{exact(rate.nightly.total)}</b>
        </Text>
        <Text size="sm" data-testid="stay-total">
          Total <b>{exact(rate.total.total)}</b> (GST {exact(rate.total.tax)})
        </Text>
      </Group>
    </Paper>
  );
}
