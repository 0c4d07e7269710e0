import { Button, Group, NativeSelect } from '@mantine/core';
import type { CorporateTripWire } from '../../../contract/trips/shapes';

export interface BookActionsProps {
  /** The fares need an approval the page does not hold: the main button asks for it. */
  approval: boolean;
  busy: boolean;
  /** The main button waits (no price yet, a chooser still checking, nothing left to do). */
  disabled: boolean;
  /** Add to Trip waits (no price yet, a call under way, nothing left to do). */
  tripDisabled: boolean;
  trips: CorporateTripWire[];
  tripid: string;
  onTrip: (tripid: string) => void;
  onBack: () => void;
  onMain: () => void;
  onAddToTrip: () => void;
}

/** Back, Add to Trip (into one of the user's trips) and the main way on: pay, or ask for approval. */
export function BookActions({
  approval,
  busy,
  disabled,
  tripDisabled,
  trips,
  tripid,
  onTrip,
  onBack,
  onMain,
  onAddToTrip,
}: BookActionsProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <Button variant="default" onClick={onBack}>
        Back To Search Results
      </Button>
      <Group align="flex-end">
        {trips.length > 0 && (
          <>
            <NativeSelect
              label="Trip"
              data={[
                { value: '', label: 'Choose a trip' },
                ...trips.map((t) => ({ value: t.tripid, label: `${t.tripname || t.tripid} (${t.fromdate})` })),
              ]}
              value={tripid}
              onChange={(e) => onTrip(e.currentTarget.value)}
            />
            <Button variant="light" disabled={tripDisabled || !tripid} onClick={onAddToTrip}>
              Add to Trip
            </Button>
          </>
        )}
        <Button onClick={onMain} loading={busy} disabled={disabled}>
          {approval ? 'Send for Approval' : 'Proceed to Payment'}
        </Button>
      </Group>
    </Group>
  );
}
