import { useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Stack, Text, Textarea } from '@mantine/core';
import type { InsuranceInvoice } from '../../../contract/insurance/booking';
import { isConfirmed, travellerName } from './ticket-fields';

type Passenger = InsuranceInvoice['passengers'][number];

/** docs/product.md#validation-rules "Cancel": at least one traveller. */
export const SELECT_TRAVELLER = 'Please select traveller to cancel';

export interface CancelDrawerProps {
  opened: boolean;
  passengers: readonly Passenger[];
  /** Sends the request; resolves with the message to show in the drawer on failure, or null. */
  onConfirm: (paxsnos: number[], remarks: string) => Promise<string | null>;
  onClose: () => void;
}

/** A checkbox per traveller still covered, remarks, and 'Confirm Cancel'. */
export function CancelDrawer({ opened, passengers, onConfirm, onClose }: CancelDrawerProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const confirmed = passengers.filter(isConfirmed);

  const confirm = async () => {
    const paxsnos = confirmed.map((p) => p.paxsno).filter((n) => chosen.includes(String(n)));
    if (paxsnos.length === 0) return setError(SELECT_TRAVELLER);
    setBusy(true);
    const failure = await onConfirm(paxsnos, remarks);
    setBusy(false);
    if (failure) return setError(failure);
    setChosen([]);
    setRemarks('');
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Cancel insurance">
      <Stack>
        <Checkbox.Group
          label="Travellers to cancel"
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setError('');
          }}
        >
          <Stack gap="xs" mt="xs">
            {confirmed.map((p) => (
              <Checkbox
                key={p.paxsno}
                value={String(p.paxsno)}
                label={travellerName(p) || `Traveller ${p.paxsno}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {confirmed.length === 0 && <Text c="dimmed">Every traveller is already cancelled.</Text>}
        <Textarea label="Remarks" value={remarks} onChange={(event) => setRemarks(event.currentTarget.value)} rows={3} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button color="red" loading={busy} onClick={() => void confirm()}>
          Confirm Cancel
        </Button>
      </Stack>
    </Drawer>
  );
}
