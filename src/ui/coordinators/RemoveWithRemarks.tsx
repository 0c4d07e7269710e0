import { useState } from 'react';
import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { errorMessage } from '../../api';

export interface RemoveWithRemarksProps {
  /** Names what ends, e.g. 'Rahul Verma from Arjun Mehta'. */
  what: string;
  opened: boolean;
  onCancel: () => void;
  onConfirm: (remarks: string) => Promise<void>;
}

/** Asks why before a mapping ends: the server keeps the remarks with the ended row. */
export function RemoveWithRemarks({ what, opened, onCancel, onConfirm }: RemoveWithRemarksProps) {
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const close = () => {
    setRemarks('');
    setError('');
    onCancel();
  };
  const confirm = async () => {
    if (remarks.trim() === '') {
      setError('Remarks are required');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onConfirm(remarks.trim());
      setRemarks('');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Remove?" centered>
      <Text mb="sm">Remove {what}?</Text>
      <Textarea label="Remarks" required value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} error={error || undefined} mb="md" />
      {error && error !== 'Remarks are required' && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button color="red" loading={busy} onClick={() => void confirm()}>
          Remove
        </Button>
      </Group>
    </Modal>
  );
}
