import { useState } from 'react';
import { Loader, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { errorMessage } from '../../api';
import { formatMoneyExact, parseMinorUnits } from '../../domain/money';
import { FormFooter } from '../components/FormFooter';
import { tripFailureMessage } from '../shared/trip-errors';
import { type CancelField, type CancelProblems, cancelProblems, cancelRefusal } from './cancel-stay-form';
import { cancelStay } from './offline-hotels-api';
import { useOfflineStay } from './use-offline-stay';

const CANCEL_FAILED = 'The stay could not be cancelled. Please try again.';

/**
 * The desk records a stay it cancelled with the hotel: the reason the traveller reads and the charge
 * the hotel keeps. Nothing is paid back (billed to the company or paid at the hotel), so the form says so.
 * Used by the queue and the voucher; a problem with a field, ours or the server's, shows under it.
 */
export function CancelStayDialog({ txid, onClose, onDone }: { txid: string; onClose: () => void; onDone: (message: string) => void }) {
  const { state } = useOfflineStay(txid);
  const [reason, setReason] = useState('');
  const [charge, setCharge] = useState('0');
  const [problems, setProblems] = useState<CancelProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stay = state.kind === 'ready' ? state.stay : null;

  // Editing a field takes its problem away; the rest stay until the next try.
  const clear = (field: CancelField) => setProblems(({ [field]: _fixed, ...rest }) => rest);

  const cancel = async () => {
    if (!stay) return;
    const found = cancelProblems(reason, charge, stay.total);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await cancelStay(txid, reason.trim(), charge.trim());
      onDone(`Stay at ${stay.hotelname} for ${stay.travellername} cancelled`);
    } catch (error) {
      const named = cancelRefusal(errorMessage(error));
      if (named) setProblems(named);
      else setFailure(tripFailureMessage(error, CANCEL_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Cancel stay" centered>
      <Stack>
        {state.kind === 'loading' && <Loader size="sm" aria-label="Loading stay" />}
        {state.kind === 'failed' && <Text c="red.9">{state.error}</Text>}
        {stay && (
          <>
            <Text size="sm">{`${stay.travellername}: ${stay.hotelname}, ${stay.city}, ${stay.checkin} to ${stay.checkout}, confirmation ${stay.confirmationno} (${txid})`}</Text>
            <Text size="sm">{`Total ${formatMoneyExact(parseMinorUnits(stay.total), 'INR')}. Nothing is paid back: the stay is billed to the company or paid at the hotel, which bills only its charge.`}</Text>
          </>
        )}
        <Textarea
          label="Reason"
          required
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            clear('reason');
          }}
          maxLength={300}
          rows={3}
          error={problems.reason}
        />
        <TextInput
          label="Cancellation charge (₹)"
          description="What the hotel keeps; 0 for none"
          inputMode="decimal"
          value={charge}
          onChange={(e) => {
            setCharge(e.currentTarget.value);
            clear('charge');
          }}
          error={problems.charge}
        />
        <FormFooter
          error={failure}
          onCancel={onClose}
          actionLabel="Cancel stay"
          color="red"
          busy={busy}
          onAction={() => void cancel()}
        />
      </Stack>
    </Modal>
  );
}
