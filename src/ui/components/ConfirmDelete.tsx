import { useState } from 'react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { errorMessage } from '../../api';

export interface ConfirmDeleteProps {
  /** Names the record, e.g. 'the message "Welcome"'. */
  what: string;
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

/** Asks before a delete; a refusal (e.g. "3 trips use this project") shows here, and the record stays. */
export function ConfirmDelete({ what, opened, onCancel, onConfirm }: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const close = () => {
    setError('');
    onCancel();
  };
  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      await onConfirm();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Delete?" centered>
      <Text mb="md">Delete {what}? This cannot be undone.</Text>
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button color="red" loading={busy} onClick={() => void confirm()}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
