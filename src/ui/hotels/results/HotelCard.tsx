import { Badge, Button, Paper } from '@mantine/core';
import { memo } from 'react';
import type { ShownHotel } from '../../../domain/hotel-filters';
import { formatMoney } from '../../../domain/money';
import { amenityIcon, amenityLabel } from '../amenities';
import { distanceText, ratingText, starGlyphs, starsText } from '../hotel-format';
import { HotelPolicyBadge } from '../HotelPolicyBadge';
import { nightsText } from '../search/hotel-query';
import classes from './HotelCard.module.css';
import { HotelPhoto } from './HotelPhoto';

export interface HotelCardProps {
  shown: ShownHotel;
  nights: number;
  /** The place searched, for the distance ('1.2 km from Whitefield'). */
  placeName: string;
  selected: boolean;
  onView: (hotelcode: string) => void;
}

/**
 * One hotel of the results: what a traveller compares, the cheapest rate the filters allow, and 'View rooms'.
 * Scrolling mounts a screenful of these a frame, synchronously (the virtual list's scroll updates are
 * never time-sliced): the text is plain elements styled as Mantine's Text, Title, Stack and Group
 * (HotelCard.module.css), as each of those components cost a render, class and inline-style work,
 * and only the controls and badges are Mantine's (docs/features/hotels.md "Performance").
 */
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
        {hotel.photo && <HotelPhoto url={hotel.photo.url} alt={`Photo of ${hotel.name}`} />}
      </div>
      <div className={classes.body}>
        <h3 className={classes.name}>{hotel.name}</h3>
        <div className={classes.line}>
          <span className={classes.stars} role="img" aria-label={starsText(hotel.stars)}>
            {starGlyphs(hotel.stars)}
          </span>
          <span className={classes.sm}>{ratingText(hotel.rating, hotel.reviewcount)}</span>
        </div>
        <p className={classes.sm}>
          {hotel.area} · {distanceText(hotel.distancekm)} from {placeName}
        </p>
        <p className={classes.dimmed}>{hotel.address}</p>
        <ul className={classes.amenities} aria-label="Amenities">
          {hotel.amenities.map((code) => (
            <li key={code}>
              <span aria-hidden>{amenityIcon(code)}</span> {amenityLabel(code)}
            </li>
          ))}
        </ul>
      </div>
      <div className={classes.price}>
        <p className={classes.nightly}>
          {formatMoney(shown.nightlyPaise, 'INR')} <span className={classes.sm}>per night</span>
        </p>
        <p className={classes.sm}>
          {formatMoney(shown.totalPaise, 'INR')} total, {nightsText(nights)}
        </p>
        <p className={classes.dimmed}>
          {rate.roomname} · {rate.boardname}
        </p>
        <div className={classes.badges}>
          {shown.refundable && (
            <Badge color="teal" variant="light">
              Free cancellation
            </Badge>
          )}
          <HotelPolicyBadge verdict={rate.policy} />
        </div>
        <Button size="xs" onClick={() => onView(hotel.hotelcode)}>
          View rooms
        </Button>
      </div>
    </Paper>
  );
});
