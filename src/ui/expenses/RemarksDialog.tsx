import { useState } from 'react';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { errorMessage } from '../../api';
import { FormFooter } from '../components/FormFooter';
import type { ReportStep } from './report-actions';

export interface RemarksDialogProps {
  step: ReportStep;
  onClose: () => void;
  /** Runs the step; a refusal it throws shows in the dialog, which stays open. */
  onConfirm: (remarks: string) => Promise<void>;
}

/** Asks before a step on a report, with the remarks it takes. */
export function RemarksDialog({ step, onClose, onConfirm }: RemarksDialogProps) {
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (step.remarks === 'required' && !remarks.trim()) return setProblem('Please enter remarks');
    setBusy(true);
    try {
      await onConfirm(remarks.trim());
    } catch (e) {
      setProblem(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={step.label} centered>
      <Stack>
        <Text>{step.question}</Text>
        <Textarea
          label="Remarks"
          required={step.remarks === 'required'}
          autosize
          minRows={2}
          maxLength={1000}
          value={remarks}
          onChange={(e) => setRemarks(e.currentTarget.value)}
        />
        <FormFooter
          error={problem}
          onCancel={onClose}
          actionLabel={step.label}
          busy={busy}
          color={step.color}
          onAction={() => void confirm()}
        />
      </Stack>
    </Modal>
  );
}
