import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDateRange, formatTimestamp } from '../../../domain/format';
import type { HotelsBase } from '../../../domain/hotel-paths';
import { guestsSummary } from './hotel-query';
import type { RecentHotelSearch } from './kept-searches';

/**
 * The searches kept on this device (docs/features/hotels.md "Offline"), each a link to its results
 * with its searchid, so it opens without a network. Nothing shows before the first search.
 */
export function RecentHotelSearches({ base, searches }: { base: HotelsBase; searches: readonly RecentHotelSearch[] }) {
  if (searches.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="recent-hotel-searches">
      <Stack gap="xs">
        <Title order={2} size="h4" id="recent-hotel-searches">
          Recent searches
        </Title>
        <List listStyleType="none" spacing="xs" aria-labelledby="recent-hotel-searches">
          {searches.map((s) => (
            <List.Item key={s.searchid}>
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to={`${base}/results`} search={{ hs: s.hs, sid: s.searchid }} />
                )}
              >
                {s.placename}
              </Anchor>
              <Text size="sm">
                {formatDateRange(s.query.checkin, s.query.checkout)} · {guestsSummary(s.query.rooms)}
              </Text>
              <Text size="xs" c="dimmed">
                Searched {formatTimestamp(new Date(s.keptat).toISOString())}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
