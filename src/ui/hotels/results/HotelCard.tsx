import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import type { ShownHotel } from '../../../domain/hotel-filters';
import { formatMoney } from '../../../domain/money';
import { amenityIcon, amenityLabel } from '../amenities';
import { distanceText, ratingText, starGlyphs, starsText } from '../hotel-format';
import { HotelPolicyBadge } from '../HotelPolicyBadge';
import { nightsText } from '../search/hotel-query';
import classes from './HotelCard.module.css';

export interface HotelCardProps {
  shown: ShownHotel;
  nights: number;
  /** The place searched, for the distance ('1.2 km from Whitefield'). */
  placeName: string;
  selected: boolean;
  onView: (hotelcode: string) => void;
}

/** One hotel of the results: what a traveller compares, the cheapest rate the filters allow, and 'View rooms'. */
export const HotelCard = memo(function HotelCard({ shown, nights, placeName, selected, onView }: HotelCardProps) {
  const { hotel, rate } = shown;
  return (
    <Paper
      withBorder
      p="sm"
      component="article"
      aria-label={hotel.name}
      className={classes.card}
      data-selected={selected || undefined}
    >
      <div className={classes.photo}>
        {hotel.photo && (
          <img src={hotel.photo.url} alt={`Photo of ${hotel.name}`} loading="lazy" width={160} height={120} />
        )}
      </div>
      <Stack gap={4} className={classes.body}>
        <Title order={3} size="h5">
          {hotel.name}
        </Title>
        <Group gap="xs">
          <Text span c="yellow.9" role="img" aria-label={starsText(hotel.stars)}>
            {starGlyphs(hotel.stars)}
          </Text>
          <Text span size="sm">
            {ratingText(hotel.rating, hotel.reviewcount)}
          </Text>
        </Group>
        <Text size="sm">
          {hotel.area} · {distanceText(hotel.distancekm)} from {placeName}
        </Text>
        <Text size="xs" c="dimmed">
          {hotel.address}
        </Text>
        <ul className={classes.amenities} aria-label="Amenities">
          {hotel.amenities.map((code) => (
            <li key={code}>
              <span aria-hidden>{amenityIcon(code)}</span> {amenityLabel(code)}
            </li>
          ))}
        </ul>
      </Stack>
      <Stack gap={4} className={classes.price}>
        <Text fw={700} size="lg">
          {formatMoney(shown.nightlyPaise, 'INR')}{' '}
          <Text span size="sm" fw={400}>
            per night
          </Text>
        </Text>
        <Text size="sm">
          {formatMoney(shown.totalPaise, 'INR')} total, {nightsText(nights)}
        </Text>
        <Text size="xs" c="dimmed">
          {rate.roomname} · {rate.boardname}
        </Text>
        <Group gap={4}>
          {shown.refundable && (
            <Badge color="teal" variant="light">
              Free cancellation
            </Badge>
          )}
          <HotelPolicyBadge verdict={rate.policy} />
        </Group>
        <Button size="xs" onClick={() => onView(hotel.hotelcode)}>
          View rooms
        </Button>
      </Stack>
    </Paper>
  );
});
