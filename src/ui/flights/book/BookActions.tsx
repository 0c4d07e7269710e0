import { Button, Group, NativeSelect, Text } from '@mantine/core';
import type { CorporateTripWire } from '../../../contract/trips/shapes';
import { Money } from '../../components/Money';
import { formatDate } from '../../../domain/format';
import { StickyActionBar } from '../../components/StickyActionBar';
import { usePhoneLayout } from '../../shared/use-phone-layout';
import classes from './BookActions.module.css';

export interface BookActionsProps {
  /** The amount the main button goes on to pay, kept in view with it. */
  totalPaise: bigint;
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

/**
 * Back, Add to Trip (into one of the user's trips) and the main way on: pay, or ask for approval.
 * A bar stuck to the bottom of the window with the total, so the way on never sits below a long form.
 * On a phone the bar keeps only the total and the way on (one line, not a third of the screen);
 * Back and Add to Trip sit just above it, in the page (docs/architecture.md#phone-layouts).
 */
export function BookActions({
  totalPaise,
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
  const phone = usePhoneLayout();
  const back = (
    <Button variant="default" onClick={onBack}>
      Back To Search Results
    </Button>
  );
  const trip = trips.length > 0 && (
    <>
      <NativeSelect
        label="Trip"
        data={[
          { value: '', label: 'Choose a trip' },
          ...trips.map((t) => ({
            value: t.tripid,
            label: `${t.tripname || t.tripid} (${formatDate(t.fromdate)})`,
          })),
        ]}
        value={tripid}
        onChange={(e) => onTrip(e.currentTarget.value)}
      />
      <Button variant="light" disabled={tripDisabled || !tripid} onClick={onAddToTrip}>
        Add to Trip
      </Button>
    </>
  );
  const main = (
    <Button onClick={onMain} loading={busy} disabled={disabled}>
      {approval ? 'Send for Approval' : 'Proceed to Payment'}
    </Button>
  );
  const total = (
    <Text fw={700} aria-label="Total to pay" className={classes.total}>
      Total: <Money minor={totalPaise} currency="INR" />
    </Text>
  );
  if (phone) {
    return (
      <>
        <Group align="flex-end">
          {trip}
          {back}
        </Group>
        <StickyActionBar label="Total and booking actions">
          <Group justify="space-between" wrap="nowrap">
            {total}
            {main}
          </Group>
        </StickyActionBar>
      </>
    );
  }
  return (
    <StickyActionBar label="Total and booking actions">
      <Group justify="space-between" align="flex-end">
        {total}
        {back}
        <Group align="flex-end">
          {trip}
          {main}
        </Group>
      </Group>
    </StickyActionBar>
  );
}
