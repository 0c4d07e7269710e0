import { Button, Group } from '@mantine/core';
import type { InsuranceReviewAction } from '../../../domain/insurance-booking-rules';

export interface ReviewActionsProps {
  action: InsuranceReviewAction;
  /** A call is under way (or the price is not known yet): the action waits. */
  busy: boolean;
  disabled: boolean;
  onBack: () => void;
  onAction: () => void;
}

const ACTION_LABELS: Record<InsuranceReviewAction, string> = {
  addToTrip: 'Add to Trip and Continue',
  sendForApproval: 'Send for Approval',
  proceedToPayment: 'Proceed to Payment',
};

/** docs/product.md#screens-and-routes: 'Back To Search Results' and exactly one of the three ways on. */
export function ReviewActions({ action, busy, disabled, onBack, onAction }: ReviewActionsProps) {
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onBack}>
        Back To Search Results
      </Button>
      <Button onClick={onAction} loading={busy} disabled={disabled}>
        {ACTION_LABELS[action]}
      </Button>
    </Group>
  );
}
