import { useEffect, useState } from 'react';
import { type ReceiptReading, readReceipt } from './read-receipt';

export type ReceiptReadingStatus = 'idle' | 'reading' | 'done' | 'failed';

export interface ReceiptReadingState {
  status: ReceiptReadingStatus;
  /** 0–1 while reading. */
  progress: number;
  /** The suggestions once done: the form pre-fills its empty fields with them and the user confirms. */
  reading: ReceiptReading | null;
}

const IDLE: ReceiptReadingState = { status: 'idle', progress: 0, reading: null };
const STARTING: ReceiptReadingState = { status: 'reading', progress: 0, reading: null };

/**
 * Reads `photo` (a receipt just attached to an expense line) whenever it changes (by identity: keep
 * the same Blob between renders); idle without one.
 * A reading that finishes after the photo changed, or after the form closed, is dropped.
 */
export function useReceiptReading(photo: Blob | null | undefined): ReceiptReadingState {
  // Each state names the photo it is about: one about an earlier photo is not shown.
  const [latest, setLatest] = useState<{ photo: Blob; state: ReceiptReadingState } | null>(null);
  useEffect(() => {
    if (!photo) return;
    let current = true;
    const show = (state: ReceiptReadingState) => current && setLatest({ photo, state });
    readReceipt(photo, (progress) => show({ ...STARTING, progress })).then(
      (reading) => show({ status: 'done', progress: 1, reading }),
      () => show({ status: 'failed', progress: 0, reading: null }),
    );
    return () => {
      current = false;
    };
  }, [photo]);
  if (!photo) return IDLE;
  return latest?.photo === photo ? latest.state : STARTING;
}
