import { useState } from 'react';
import { Loader, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { TRIP_AMOUNT_PATTERN } from '../../domain/trip-money';
import { formatMoneyExact, parseMinorUnits } from '../../domain/money';
import { FormFooter } from '../components/FormFooter';
import { tripFailureMessage } from '../shared/trip-errors';
import { cancelStay } from './offline-hotels-api';
import { useOfflineStay } from './use-offline-stay';

const CANCEL_FAILED = 'The stay could not be cancelled. Please try again.';

/** What is wrong with the reason and charge before sending, worded by label; null when they can go. */
export function cancelProblem(reason: string, charge: string, total: string): string | null {
  if (reason.trim() === '') return 'Reason: say why, the traveller reads it';
  if (!TRIP_AMOUNT_PATTERN.test(charge.trim())) return 'Cancellation charge: an amount like 1500.00, 0 for none';
  if (parseMinorUnits(charge.trim()) > parseMinorUnits(total)) return `Cancellation charge: at most the stay's total of ${formatMoneyExact(parseMinorUnits(total), 'INR')}`;
  return null;
}

/**
 * The desk records a stay it cancelled with the hotel: the reason the traveller reads and the charge
 * the hotel keeps. Nothing is paid back (billed to the company or paid at the hotel), so the form says so.
 */
export function CancelStayDialog({ txid, onClose, onDone }: { txid: string; onClose: () => void; onDone: (message: string) => void }) {
  const { state } = useOfflineStay(txid);
  const [reason, setReason] = useState('');
  const [charge, setCharge] = useState('0');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stay = state.kind === 'ready' ? state.stay : null;

  const cancel = async () => {
    if (!stay) return;
    const problem = cancelProblem(reason, charge, stay.total);
    if (problem) return setFailure(problem);
    setBusy(true);
    try {
      await cancelStay(txid, reason.trim(), charge.trim());
      onDone(`Stay at ${stay.hotelname} for ${stay.travellername} cancelled`);
    } catch (error) {
      setFailure(tripFailureMessage(error, CANCEL_FAILED));
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
        <Textarea label="Reason" required value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={300} rows={3} />
        <TextInput label="Cancellation charge (₹)" description="What the hotel keeps; 0 for none" inputMode="decimal" value={charge} onChange={(e) => setCharge(e.currentTarget.value)} />
        <FormFooter error={failure} onCancel={onClose} actionLabel="Cancel stay" color="red" busy={busy} onAction={() => void cancel()} />
      </Stack>
    </Modal>
  );
}
