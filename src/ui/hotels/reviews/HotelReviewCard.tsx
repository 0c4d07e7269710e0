import { useId, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { ApiError } from '../../../api/errors';
import { emptyStayReview, stayReviewProblem } from '../../../contract/hotel-reviews/stay-review';
import { StayReviewFields } from '../../components/StayReviewFields';
import { sendStayReview } from './hotel-reviews-api';
import { useReviewStatus } from './use-review-status';

export const REVIEW_FAILED = 'Your review could not be sent. Please try again.';

/**
 * The voucher's 'Review your stay' (docs/features/feedback.md "Hotel stay reviews"): shown only
 * once the stay is over and the caller has not reviewed it; opens the stay's questions in place.
 */
export function HotelReviewCard({ txid }: { txid: string }) {
  const titleId = useId();
  const status = useReviewStatus(txid);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(emptyStayReview);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);

  if (!status || (!status.reviewable && !done)) return null;
  const hotel = status.stay.hotelname;
  if (done) return <Alert color="green" role="status">Thank you for reviewing your stay at {hotel}.</Alert>;
  if (!open) return <Button variant="light" onClick={() => setOpen(true)}>Review your stay</Button>;

  const submit = async () => {
    const problem = stayReviewProblem(form);
    if (problem) return setMessage(problem);
    setBusy(true);
    setMessage('');
    try {
      await sendStayReview(txid, form);
      setDone(true);
    } catch (error) {
      // Reviewed meanwhile (another tab, an answer lost on the way): nothing is left to ask.
      if (error instanceof ApiError && error.status === 409 && /already submitted/.test(error.message)) setDone(true);
      else setMessage(error instanceof ApiError && error.status === 409 ? error.message.replace(/^txid: /, '') : REVIEW_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Title order={2} size="h4" id={titleId} mb="xs">
        How was your stay at {hotel}?
      </Title>
      <Stack gap="sm">
        <StayReviewFields form={form} onChange={setForm} />
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setOpen(false)} disabled={busy}>
            Not now
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            Submit review
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
