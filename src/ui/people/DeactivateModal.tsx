import { useState } from 'react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { errorMessage } from '../../api';

/** Asks before deactivating: the person is signed out everywhere at once. */
export function DeactivateModal({ who, opened, onCancel, onConfirm }: { who: string; opened: boolean; onCancel: () => void; onConfirm: () => Promise<void> }) {
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
    <Modal opened={opened} onClose={close} title="Deactivate?" centered>
      <Text mb="md">Deactivate {who}? They are signed out at once and cannot log in until you reactivate them.</Text>
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
          Deactivate
        </Button>
      </Group>
    </Modal>
  );
}
