import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { ConfirmAction } from '../components/ConfirmAction';

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
  const [missing, setMissing] = useState(false);
  const cancel = () => {
    setRemarks('');
    setMissing(false);
    onCancel();
  };
  const confirm = async () => {
    setMissing(remarks.trim() === '');
    if (remarks.trim() === '') return;
    await onConfirm(remarks.trim());
    setRemarks('');
  };
  return (
    <ConfirmAction title="Remove?" confirmLabel="Remove" message={`Remove ${what}?`} opened={opened} onCancel={cancel} onConfirm={confirm}>
      <Textarea
        label="Remarks"
        required
        value={remarks}
        onChange={(e) => setRemarks(e.currentTarget.value)}
        error={missing ? 'Remarks are required' : undefined}
        mb="md"
      />
    </ConfirmAction>
  );
}
