import { useEffect, useState } from 'react';
import { fetchReviewStatus } from './hotel-reviews-api';

export type ReviewStatus = Awaited<ReturnType<typeof fetchReviewStatus>>;

/**
 * Whether the stay can be reviewed now (null while asking, or when the server could not say:
 * a review is not worth an error message on the voucher).
 */
export function useReviewStatus(txid: string): ReviewStatus | null {
  // Kept with the txid it answers, so another stay's answer is never shown for this one.
  const [status, setStatus] = useState<{ txid: string; answer: ReviewStatus } | null>(null);
  useEffect(() => {
    let current = true;
    fetchReviewStatus(txid).then(
      (answer) => current && setStatus({ txid, answer }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [txid]);
  return status?.txid === txid ? status.answer : null;
}
