import { type ReactNode, useState } from 'react';
import { Modal, Stack } from '@mantine/core';
import { errorMessage } from '../../api';
import { FormFooter } from '../components/FormFooter';

export interface SaveDialogProps {
  title: string;
  /** The action button's words ("Save room"). */
  actionLabel: string;
  /** Sends the form; its refusal (the server names the field) shows in the dialog. */
  save: () => Promise<void>;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/** The dialog of every guest house form (a house, a room, closing a room): its fields, the refusal, Cancel and the action. */
export function SaveDialog({ title, actionLabel, save, onClose, children }: SaveDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async () => {
    setBusy(true);
    setError('');
    try {
      await save();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {children}
          <FormFooter error={error} onCancel={onClose} actionLabel={actionLabel} busy={busy} />
        </Stack>
      </form>
    </Modal>
  );
}
