import { useState } from 'react';
import { Button } from '@mantine/core';
import { api } from '../../api';
import { getTripDocumentDocket } from '../../contract/trips/actions-documents';
import { saveBase64Pdf } from '../shared/save-pdf';
import { tripFailureMessage } from '../shared/trip-errors';

const DOCKET_FAILED = 'Failed to download the PDF. Please try again.';

/** 'Download docket PDF': the trip confirmation docket (TG-TRIPCONFIRMATION GETTRIPDOCUMENTDOCKET). */
export function DocketButton({ tripid, onError }: { tripid: string; onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const answer = await api.callOperation(getTripDocumentDocket, { tripid });
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
