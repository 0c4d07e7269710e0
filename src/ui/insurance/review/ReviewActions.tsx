import { Button, Group, Text } from '@mantine/core';
import type { InsuranceReviewAction } from '../../../domain/insurance-booking-rules';
import { Money } from '../../components/Money';
import { StickyActionBar } from '../../components/StickyActionBar';
import { usePhoneLayout } from '../../shared/use-phone-layout';
import { INSURANCE_CURRENCY } from './ReviewSummary';

export interface ReviewActionsProps {
  action: InsuranceReviewAction;
  /** The premium the way on goes on to pay, kept in view with it. */
  totalPaise: bigint;
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

/**
 * docs/product.md#screens-and-routes: 'Back To Search Results' and exactly one of the three ways on,
 * in a bar stuck to the bottom of the window with the premium, so the way on never sits below the
 * form. On a phone the bar keeps the premium and the way on; Back sits just above it, in the page
 * (docs/architecture.md#phone-layouts).
 */
export function ReviewActions({ action, totalPaise, busy, disabled, onBack, onAction }: ReviewActionsProps) {
  const phone = usePhoneLayout();
  const back = (
    <Button variant="default" onClick={onBack}>
      Back To Search Results
    </Button>
  );
  const total = (
    <Text fw={700} aria-label="Total to pay">
      Total: <Money minor={totalPaise} currency={INSURANCE_CURRENCY} />
    </Text>
  );
  const main = (
    <Button onClick={onAction} loading={busy} disabled={disabled}>
      {ACTION_LABELS[action]}
    </Button>
  );
  if (phone) {
    return (
      <>
        <Group>{back}</Group>
        <StickyActionBar label="Premium and booking actions">
          <Group justify="space-between" wrap="nowrap">
            {total}
            {main}
          </Group>
        </StickyActionBar>
      </>
    );
  }
  return (
    <StickyActionBar label="Premium and booking actions">
      <Group justify="space-between">
        {back}
        <Group>
          {total}
          {main}
        </Group>
      </Group>
    </StickyActionBar>
  );
}
