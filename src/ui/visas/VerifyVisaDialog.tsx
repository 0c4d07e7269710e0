import { useState } from 'react';
import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { api, newActionKey } from '../../api';
import { countryName } from '../../contract/visas/countries';
import { VISA_REMARK_MAX, type VisaForVerify, verifyVisa } from '../../contract/visas/verify';
import { formatDateRange } from '../../domain/format';
import { failureText } from './visa-texts';

export type VisaDecision = 'verified' | 'rejected';

export interface VerifyVisaDialogProps {
  /** The visa decided on, and how; null while closed. */
  visa: VisaForVerify | null;
  decision: VisaDecision;
  onClose: () => void;
  /** After the server took the decision. */
  onDone: (message: string) => void;
}

const DECISION_FAILED = 'The decision could not be saved. Please try again.';

/** Verify or reject one visa with a remark (required to reject: the traveller reads it). */
export function VerifyVisaDialog({ visa, decision, onClose, onDone }: VerifyVisaDialogProps) {
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const rejecting = decision === 'rejected';
  const close = () => {
    setRemark('');
    setError('');
    onClose();
  };

  const confirm = async () => {
    if (!visa) return;
    if (rejecting && !remark.trim()) return setError('Please enter a remark: the traveller reads why the visa is rejected');
    setBusy(true);
    setError('');
    try {
      const answer = await api.callOperation(verifyVisa, { recordid: visa.recordid, status: decision, remark: remark.trim() }, { idempotencyKey: newActionKey() });
      setRemark('');
      onDone(answer.ApiStatus.Message || (rejecting ? 'Visa rejected' : 'Visa verified'));
    } catch (e) {
      setError(failureText(e, DECISION_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const title = rejecting ? 'Reject visa' : 'Verify visa';
  return (
    <Modal opened={visa !== null} onClose={close} title={title} centered>
      {visa && (
        <Text mb="md">{`${visa.travellername}: ${countryName(visa.country)} ${visa.visatype} visa ${visa.visanumber}, valid ${formatDateRange(visa.validfrom, visa.validto)}.`}</Text>
      )}
      <Textarea
        label={rejecting ? 'Remark (required to reject)' : 'Remark (optional)'}
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value)}
        maxLength={VISA_REMARK_MAX}
        required={rejecting}
        rows={3}
        mb="md"
      />
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button color={rejecting ? 'red' : 'green'} loading={busy} onClick={() => void confirm()}>
          {rejecting ? 'Reject' : 'Verify'}
        </Button>
      </Group>
    </Modal>
  );
}
