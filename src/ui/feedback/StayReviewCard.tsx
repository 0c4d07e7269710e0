import { useId, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../api/errors';
import type { ReviewStay } from '../../contract/hotel-reviews/operations';
import { type StayReviewForm, emptyStayReview, stayReviewProblem } from '../../contract/hotel-reviews/stay-review';
import { formatDateRange } from '../../domain/format';
import { StayReviewFields } from '../components/StayReviewFields';
import { sendStayReview } from './stay-review-api';

export const STAY_REVIEW_FAILED = 'Your review could not be sent. Please try again.';

/**
 * One hotel stay of the trip being rated (docs/features/feedback.md "Hotel stay reviews"): its own
 * card and its own submit, so a stay can be reviewed whether or not the trip's questions are sent.
 */
export function StayReviewCard({ stay, onReviewed }: { stay: ReviewStay; onReviewed: (txid: string) => void }) {
  const titleId = useId();
  const [form, setForm] = useState<StayReviewForm>(emptyStayReview);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);
  const hotel = stay.hotelname;

  const submit = async () => {
    const problem = stayReviewProblem(form);
    if (problem) return setMessage(problem);
    setBusy(true);
    setMessage('');
    try {
      await sendStayReview(stay.txid, form);
      setDone(true);
      onReviewed(stay.txid);
    } catch (error) {
      // Reviewed meanwhile (the voucher, another tab): nothing is left to ask.
      if (error instanceof ApiError && error.status === 409 && /already submitted/.test(error.message)) {
        setDone(true);
        onReviewed(stay.txid);
      } else setMessage(STAY_REVIEW_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" mb="md">
      <Title order={3} size="h5" id={titleId} mb="xs">
        How was your stay at {hotel}?
      </Title>
      {done ? (
        <Text role="status">Thank you for reviewing your stay at {hotel}.</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {stay.city} ({formatDateRange(stay.checkin, stay.checkout)})
          </Text>
          <StayReviewFields form={form} onChange={setForm} stay={{ hotel, txid: stay.txid }} />
          {message && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="light" onClick={() => void submit()} loading={busy}>
              Submit stay review
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
