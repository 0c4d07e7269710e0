import { useState } from 'react';
import { Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { TripDatePicker } from '../components/TripDatePicker';
import type { ActionInput, TripActionDef } from './trip-action-defs';
import { MONTH_NAV } from '../shared/trip-format';
import { FormFooter } from '../components/FormFooter';

export interface ActionDialogProps {
  action: TripActionDef;
  initial: ActionInput;
  onConfirm: (input: ActionInput) => Promise<string | null>;
  onClose: () => void;
}

/** Confirmation for one trip action, with remarks and new dates where the action takes them. */
export function ActionDialog({ action, initial, onConfirm, onClose }: ActionDialogProps) {
  const [input, setInput] = useState<ActionInput>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (action.dates && (!input.fromdate || !input.todate)) return setProblem('Please select both dates');
    if (action.dates && input.todate < input.fromdate) return setProblem('To date cannot be before the from date');
    if (action.remarks === 'required' && !input.remarks.trim()) return setProblem('Please enter remarks');
    setBusy(true);
    const failure = await onConfirm(input);
    setBusy(false);
    if (failure) setProblem(failure);
  };

  return (
    <Modal opened onClose={onClose} title={action.title} centered>
      <Stack>
        <Text>{action.question}</Text>
        {action.dates && (
          <Group grow align="flex-start">
            <TripDatePicker
              {...MONTH_NAV}
              label="From date"
              required
              marks={[]}
              value={input.fromdate || null}
              onChange={(value) => setInput({ ...input, fromdate: value ?? '' })}
            />
            <TripDatePicker
              {...MONTH_NAV}
              label="To date"
              required
              marks={[]}
              minDate={input.fromdate || undefined}
              value={input.todate || null}
              onChange={(value) => setInput({ ...input, todate: value ?? '' })}
            />
          </Group>
        )}
        {action.remarks && (
          <Textarea
            label="Remarks"
            required={action.remarks === 'required'}
            value={input.remarks}
            onChange={(e) => setInput({ ...input, remarks: e.currentTarget.value })}
          />
        )}
        <FormFooter error={problem} onCancel={onClose} actionLabel={action.confirm} busy={busy} onAction={() => void confirm()} color={action.danger ? 'red' : undefined} />
      </Stack>
    </Modal>
  );
}
