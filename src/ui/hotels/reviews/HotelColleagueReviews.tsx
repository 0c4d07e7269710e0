import { useEffect, useId, useState } from 'react';
import { Badge, Box, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../domain/format';
import { RATING_MAX } from '../../../domain/feedback';
import { type ColleagueReviewsAnswer, fetchColleagueReviews } from './hotel-reviews-api';

const countText = (n: number) => `${new Intl.NumberFormat('en-IN').format(n)} ${n === 1 ? 'review' : 'reviews'}`;

/**
 * The hotel details page's 'Reviews by your colleagues' (docs/features/hotels.md "Reviews"): the
 * company's average and the latest five. Nothing while loading or when the call fails: the page
 * is about the rates; the section says so when nobody has reviewed the hotel yet.
 */
export function HotelColleagueReviews({ hotelcode }: { hotelcode: string }) {
  const titleId = useId();
  const [answer, setAnswer] = useState<ColleagueReviewsAnswer | null>(null);
  useEffect(() => {
    let current = true;
    fetchColleagueReviews(hotelcode).then(
      (a) => current && setAnswer(a),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [hotelcode]);
  if (!answer) return null;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Title order={2} size="h4" id={titleId} mb="xs">
        Reviews by your colleagues
      </Title>
      {answer.average === null ? (
        <Text size="sm">No one from your company has reviewed this hotel yet.</Text>
      ) : (
        <Stack gap="sm">
          <Group gap="xs">
            <Rating value={answer.average} fractions={10} count={RATING_MAX} readOnly aria-hidden />
            <Text fw={600}>
              {answer.average.toFixed(1)} out of 5 · {countText(answer.count)}
            </Text>
          </Group>
          <Box component="ul" p={0} m={0} style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }} aria-label="Latest reviews">
            {answer.reviews.map((r, i) => (
              <li key={`${r.reviewer}-${r.ratedon}-${i}`}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {r.reviewer}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(r.ratedon)}
                  </Text>
                  <Text size="sm">{r.overallrating} of 5</Text>
                  {r.recommended === true && (
                    <Badge color="green" variant="light">
                      Recommends
                    </Badge>
                  )}
                </Group>
                {r.text && <Text size="sm">{r.text}</Text>}
              </li>
            ))}
          </Box>
        </Stack>
      )}
    </Paper>
  );
}
