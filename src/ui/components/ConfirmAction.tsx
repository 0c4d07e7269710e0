import { type ReactNode, useState } from 'react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { errorMessage } from '../../api';

export interface ConfirmActionProps {
  /** The dialog's title and its red button, e.g. 'Delete?' and 'Delete'. */
  title: string;
  confirmLabel: string;
  /** What happens, in a sentence. */
  message: string;
  opened: boolean;
  onCancel: () => void;
  /** A refusal it throws (e.g. "3 trips use this project") shows in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
  /** Fields the action needs (remarks, say), between the message and the buttons. */
  children?: ReactNode;
}

/** Asks before an admin action that cannot be taken back or signs someone out. */
export function ConfirmAction({ title, confirmLabel, message, opened, onCancel, onConfirm, children }: ConfirmActionProps) {
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
    <Modal opened={opened} onClose={close} title={title} centered>
      <Text mb="md">{message}</Text>
      {children}
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
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
