import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { HotelBooking } from '../../../contract/hotels/booking-shapes';
import { formatDateWithWeekday, formatTimestamp } from '../../../domain/format';
import { starGlyphs, starsText } from '../hotel-format';
import { VoucherChangeLinks } from './VoucherChangeLinks';
import { VOUCHER_STATUS, guestName, paidByText, plural, roomsText } from './voucher-view';

const FIELD_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', gap: '0.75rem' };

/** Status, the hotel, the stay and the guests: what the hotel's front desk reads. */
export function VoucherSummary({ booking }: { booking: HotelBooking }) {
  const status = VOUCHER_STATUS[booking.status];
  const fields: [string, string][] = [
    ['Check-in', `${formatDateWithWeekday(booking.checkin)}, from ${booking.hotel.checkintime}`],
    ['Check-out', `${formatDateWithWeekday(booking.checkout)}, by ${booking.hotel.checkouttime}`],
    ['Nights', String(booking.nights)],
    ['Rooms and guests', roomsText(booking.rooms)],
    ['Room', booking.roomname],
    ['Board', booking.boardname],
    ['Booking reference', booking.txid],
    ['Paid by', paidByText(booking.paymentmode)],
    ['Booked on', formatTimestamp(booking.bookedon)],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label="Stay details">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              Hotel voucher
            </Text>
            <Title order={1}>{booking.hotel.name}</Title>
            <Text aria-label={starsText(booking.hotel.stars)} c="yellow.8">
              <span aria-hidden="true">{starGlyphs(booking.hotel.stars)}</span>
            </Text>
            <Text size="sm">
              {booking.hotel.address}, {booking.hotel.city}
            </Text>
          </div>
          <Group gap="xs" role="group" aria-label="Booking status">
            <Text size="sm">Status</Text>
            {/* The long statuses wrap on a phone instead of being cut off. */}
            <Badge
              color={status.colour}
              variant="light"
              h="auto"
              py={2}
              styles={{ root: { textTransform: 'none', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
            >
              {status.text}
            </Badge>
          </Group>
        </Group>
        <VoucherChangeLinks booking={booking} />
        {booking.confirmationnumber && (
          <Text>
            Hotel confirmation number: <strong>{booking.confirmationnumber}</strong>
          </Text>
        )}
        <Box component="dl" m={0} style={FIELD_GRID}>
          {fields.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </Box>
        <div>
          <Title order={2} size="h4">
            Guests ({plural(booking.guests.length, 'guest')})
          </Title>
          <Box component="ul" m={0} pl="md" aria-label="Guests">
            {booking.guests.map((g, i) => (
              <li key={i}>
                {guestName(g)}
                {g.lead ? ' (lead guest)' : ''}
              </li>
            ))}
          </Box>
        </div>
      </Stack>
    </Paper>
  );
}
