import { Fragment, type MouseEvent, useId, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FeedbackTrip, overallRating, tripViewPath } from '../../domain/feedback';
import { formatDateRange } from '../../domain/format';
import type { FeedbackForm } from '../../machines/feedback/feedback-prompt.logic';
import { RatingField } from '../components/RatingField';

export interface FeedbackCardProps {
  trip: FeedbackTrip;
  busy: boolean;
  /** The ratings rule or the spec's failure text; empty when there is none. */
  message: string;
  onSubmit: (form: FeedbackForm) => void;
  onLater: () => void;
  /** Follows the trip link; the dialog gives the click to the app's router. */
  onViewTrip: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export const BOOKING_LABEL = 'Booking experience rating';
export const TRAVEL_LABEL = 'Travel arrangements rating';

/** The card's questions, each a rating and its comments; one RatingField renders every rating. */
const QUESTIONS = [
  {
    rating: 'booking',
    comments: 'bookingText',
    question: 'How was your booking experience?',
    label: BOOKING_LABEL,
    name: 'bookingrating',
    commentsLabel: 'Comments on the booking',
  },
  {
    rating: 'travel',
    comments: 'travelText',
    question: 'How were your travel arrangements?',
    label: TRAVEL_LABEL,
    name: 'travelrating',
    commentsLabel: 'Comments on the travel arrangements',
  },
] as const;

/** docs/product.md#trip-feedback Feedback dialog, shown as an in-page card: two half-star ratings, two text areas, Submit Feedback, the trip link, Do it later. */
export function FeedbackCard({ trip, busy, message, onSubmit, onLater, onViewTrip }: FeedbackCardProps) {
  const titleId = useId();
  const [form, setForm] = useState<FeedbackForm>({ booking: 0, travel: 0, bookingText: '', travelText: '' });
  const set =
    <K extends keyof FeedbackForm>(name: K) =>
    (value: FeedbackForm[K]) =>
      setForm((f) => ({ ...f, [name]: value }));
  const bothRated = form.booking > 0 && form.travel > 0;

  return (
    // Issue 15: a card in the page flow above the content, never over it: the page's own controls stay reachable.
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" mb="md">
      <Title order={2} size="h4" id={titleId} mb="xs">
        How was your trip?
      </Title>
      <Stack gap="sm">
        <Text size="sm">
          Tell us about{' '}
          <Anchor href={tripViewPath(trip.tripid)} onClick={onViewTrip} fw={600}>
            {trip.tripname || `Trip ${trip.tripid}`}
          </Anchor>
          {trip.destination ? ` to ${trip.destination}` : ''} ({formatDateRange(trip.fromdate, trip.todate)}).
        </Text>

        {QUESTIONS.map((q) => (
          <Fragment key={q.name}>
            <RatingField question={q.question} label={q.label} name={q.name} value={form[q.rating]} onChange={set(q.rating)} />
            <Textarea
              label={q.commentsLabel}
              minRows={2}
              rows={3}
              maxLength={2000}
              value={form[q.comments]}
              onChange={(e) => set(q.comments)(e.currentTarget.value)}
            />
          </Fragment>
        ))}

        {/* docs/product.md#validation-rules: overall is the average of the two; shown once both are given. */}
        {bothRated && (
          <Text size="sm" aria-live="polite">
            Overall: {overallRating(form.booking, form.travel)} of 5
          </Text>
        )}
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}

        <Group justify="space-between">
          <Button variant="subtle" onClick={onLater} disabled={busy}>
            Do it later
          </Button>
          <Button onClick={() => onSubmit(form)} loading={busy}>
            Submit Feedback
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
