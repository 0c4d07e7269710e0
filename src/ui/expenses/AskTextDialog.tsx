import { useState } from 'react';
import { Alert, Button, Group, Modal, Text, TextInput, Textarea } from '@mantine/core';
import { errorMessage } from '../../api';

export interface AskTextDialogProps {
  opened: boolean;
  /** The dialog's title and its button, e.g. 'Reject: ER100001' and 'Reject'. */
  title: string;
  confirmLabel: string;
  /** What the step does, in a sentence. */
  message: string;
  /** The text asked for: remarks unless said otherwise (a bank reference). */
  label?: string;
  required: boolean;
  requiredMessage?: string;
  /** Remarks take lines; a reference is one. */
  multiline?: boolean;
  maxLength?: number;
  color?: string;
  onCancel: () => void;
  /** A refusal it throws shows in the dialog, which stays open. */
  onConfirm: (text: string) => Promise<void>;
}

/** One step on a report that takes a text (remarks, a bank reference), asked before it is taken: none can be undone. */
export function AskTextDialog({
  opened,
  title,
  confirmLabel,
  message,
  label = 'Remarks',
  required,
  requiredMessage = 'Remarks are required for this step',
  multiline = true,
  maxLength = 1000,
  color,
  onCancel,
  onConfirm,
}: AskTextDialogProps) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const close = () => {
    setText('');
    setMissing(false);
    setError('');
    onCancel();
  };
  const confirm = async () => {
    if (required && !text.trim()) return setMissing(true);
    setBusy(true);
    setError('');
    try {
      await onConfirm(text.trim());
      setText('');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const field = {
    label: required ? label : `${label} (optional)`,
    required,
    value: text,
    onChange: (e: { currentTarget: { value: string } }) => {
      setText(e.currentTarget.value);
      setMissing(false);
    },
    error: missing ? requiredMessage : undefined,
    maxLength,
    mb: 'md',
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Text mb="md">{message}</Text>
      {multiline ? <Textarea minRows={2} {...field} /> : <TextInput {...field} />}
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button color={color} loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
