import { useState } from 'react';
import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { errorMessage } from '../../../api';

export interface RemarksDialogProps {
  opened: boolean;
  /** The dialog's title and its button, e.g. 'Reject ER100001' and 'Reject'. */
  title: string;
  confirmLabel: string;
  /** What the step does, in a sentence. */
  message: string;
  /** The employee is owed a reason for a question or a rejection; other steps may say nothing. */
  remarksRequired: boolean;
  danger?: boolean;
  onCancel: () => void;
  /** A refusal it throws shows in the dialog, which stays open. */
  onConfirm: (remarks: string) => Promise<void>;
}

/** One finance step on a report, with its remarks: asked before it is taken, since none can be undone. */
export function RemarksDialog({ opened, title, confirmLabel, message, remarksRequired, danger = false, onCancel, onConfirm }: RemarksDialogProps) {
  const [remarks, setRemarks] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const close = () => {
    setRemarks('');
    setMissing(false);
    setError('');
    onCancel();
  };
  const confirm = async () => {
    if (remarksRequired && !remarks.trim()) return setMissing(true);
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
    <Modal opened={opened} onClose={close} title={title} centered>
      <Text mb="md">{message}</Text>
      <Textarea
        label={remarksRequired ? 'Remarks' : 'Remarks (optional)'}
        required={remarksRequired}
        value={remarks}
        onChange={(e) => {
          setRemarks(e.currentTarget.value);
          setMissing(false);
        }}
        error={missing ? 'Remarks are required for this step' : undefined}
        maxLength={1000}
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
        <Button color={danger ? 'red' : undefined} loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
