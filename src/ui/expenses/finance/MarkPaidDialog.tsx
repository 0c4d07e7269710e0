import { useState } from 'react';
import { Alert, Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { api, errorMessage, newActionKey } from '../../../api';
import { markExpensesReimbursed } from '../../../contract/expenses/finance';

export interface MarkPaidDialogProps {
  batchid: string;
  opened: boolean;
  onCancel: () => void;
  /** How many reports became reimbursed. */
  onPaid: (count: number) => void;
}

/** "Mark paid": the bank's reference for the transfer is what the employee and the auditors will quote. */
export function MarkPaidDialog({ batchid, opened, onCancel, onPaid }: MarkPaidDialogProps) {
  const [reference, setReference] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const confirm = async () => {
    if (!reference.trim()) return setMissing(true);
    setBusy(true);
    setError('');
    try {
      // One key per confirmation: a retried request is answered once by the server.
      const answer = await api.callOperation(markExpensesReimbursed, { batchid, reference: reference.trim() }, { idempotencyKey: newActionKey() });
      onPaid(answer.count);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onCancel} title={`Mark batch ${batchid} paid`} centered>
      <Text mb="md">Every report of the batch becomes reimbursed, with this reference.</Text>
      <TextInput
        label="Bank reference"
        required
        value={reference}
        onChange={(e) => {
          setReference(e.currentTarget.value);
          setMissing(false);
        }}
        error={missing ? 'The bank reference is required' : undefined}
        maxLength={100}
        mb="md"
      />
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button loading={busy} onClick={() => void confirm()}>
          Mark paid
        </Button>
      </Group>
    </Modal>
  );
}
