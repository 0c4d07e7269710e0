import { Button, Group, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ApprovalDecision } from '../../domain/approval-rules';

export interface DecisionControlsProps {
  /** Names the request in every control, e.g. 'date change of trip 710001 of Asha Rao'. */
  label: string;
  busy: boolean;
  /** Shown under the remarks when Reject is pressed without any. */
  missingRemarksMessage: string;
  maxLength: number;
  onDecide: (decision: ApprovalDecision, remarks: string) => void;
}

/** Remarks with Approve / Reject: a rejection must say why, since the requester is owed a reason. */
export function DecisionControls({ label, busy, missingRemarksMessage, maxLength, onDecide }: DecisionControlsProps) {
  const [remarks, setRemarks] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = () => {
    if (!remarks.trim()) return setMissing(true);
    onDecide('reject', remarks.trim());
  };
  return (
    <>
      <Textarea
        label="Remarks (required to reject)"
        aria-label={`Remarks for ${label}`}
        value={remarks}
        onChange={(e) => {
          setRemarks(e.currentTarget.value);
          setMissing(false);
        }}
        error={missing ? missingRemarksMessage : undefined}
        maxLength={maxLength}
      />
      <Group>
        <Button onClick={() => onDecide('approve', remarks.trim())} loading={busy} aria-label={`Approve ${label}`}>
          Approve
        </Button>
        <Button color="red" variant="light" onClick={reject} disabled={busy} aria-label={`Reject ${label}`}>
          Reject
        </Button>
      </Group>
    </>
  );
}
