import { Button, Group, Text } from '@mantine/core';
import { StickyActionBar } from '../../components/StickyActionBar';
import { exact } from './book-money';
import type { BookAction } from './use-hotel-booking';

const LABELS: Record<BookAction, string> = {
  sendForApproval: 'Send for approval',
  addToTrip: 'Add to trip',
  pay: 'Continue to payment',
};

/** The stay's total and the one thing the page may do next, kept in view at the bottom on a phone. */
export function BookActionBar(props: {
  action: BookAction;
  total: string;
  busy: boolean;
  disabled: boolean;
  onAction: () => void;
}) {
  return (
    <StickyActionBar label="Book this stay">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          Total <b>{exact(props.total)}</b>
        </Text>
        <Button onClick={props.onAction} loading={props.busy} disabled={props.disabled}>
          {LABELS[props.action]}
        </Button>
      </Group>
    </StickyActionBar>
  );
}
