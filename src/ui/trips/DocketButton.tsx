import { useState } from 'react';
import { Button } from '@mantine/core';
import { api } from '../../api';
import { operations } from '../../contract';
import { tripFailureMessage } from './trip-errors';

const DOCKET_FAILED = 'Failed to download the PDF. Please try again.';

/** Saves a base64 PDF as a file through a temporary object URL. */
export function saveBase64Pdf(base64: string, filename: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'Download docket PDF': the trip confirmation docket (TG-TRIPCONFIRMATION GETTRIPDOCUMENTDOCKET). */
export function DocketButton({ tripid, onError }: { tripid: string; onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const answer = await api.callOperation(operations.getTripDocumentDocket, { tripid });
      if (answer.ApiStatus.Status === 'OK' && answer.Result)
        saveBase64Pdf(answer.Result.base64, answer.Result.filename);
      else onError(answer.ApiStatus.Message || DOCKET_FAILED);
    } catch (error) {
      onError(tripFailureMessage(error, DOCKET_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void download()}>
      Download docket PDF
    </Button>
  );
}
