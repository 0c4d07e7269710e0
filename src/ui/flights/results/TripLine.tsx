import { Group, Stack, Text } from '@mantine/core';
import type { SegmentSummary } from '../../../contract/flights/search';
import { formatTime } from '../../../domain/format';
import { durationText, stopsText, tripDuration } from './offer-format';

/** One trip of an offer: departure, duration and stops, arrival ('+1' when it lands a day later). */
export function TripLine({ segments }: { segments: SegmentSummary[] }) {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) return null;
  const days = Math.round(
    (Date.parse(`${last.arrival.slice(0, 10)}T00:00Z`) - Date.parse(`${first.departure.slice(0, 10)}T00:00Z`)) /
      86_400_000,
  );
  return (
    <Group gap="lg" wrap="nowrap">
      <Stack gap={0}>
        <Text fw={700}>{formatTime(first.departure)}</Text>
        <Text size="xs">{first.origin}</Text>
      </Stack>
      <Stack gap={0} align="center" miw={110}>
        <Text size="xs">{durationText(tripDuration(segments))}</Text>
        <Text size="xs" c="dimmed">
          {stopsText(segments)}
        </Text>
      </Stack>
      <Stack gap={0}>
        <Text fw={700}>
          {formatTime(last.arrival)}
          {days > 0 && (
            <Text span size="xs" fw={700} c="red.9" aria-label={`arrives ${days} day${days > 1 ? 's' : ''} later`}>
              {' '}
              +{days}
            </Text>
          )}
        </Text>
        <Text size="xs">{last.destination}</Text>
      </Stack>
    </Group>
  );
}
