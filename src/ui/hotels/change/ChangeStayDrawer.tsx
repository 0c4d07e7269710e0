import { Alert, Button, Drawer, Group, Loader, Stack, TextInput, Textarea } from '@mantine/core';
import { ChangeQuoteSummary } from './ChangeQuoteSummary';
import type { ChangeField } from './change-problem';
import { type ChangeStart, useHotelChange } from './use-hotel-change';

export const APPROVAL_SENT = 'Your change was sent for approval. Once it is approved, come back here from your approvals to change the stay.';

export interface ChangeStayDrawerProps {
  opened: boolean;
  start: ChangeStart;
  currency: string;
  /** India's today, the earliest new check-in. */
  today: string;
  onChanged: (txid: string) => void;
  onClose: () => void;
}

/** 'Change dates' (docs/features/hotels-change.md): the same room and board at new dates, priced before anything changes. */
export function ChangeStayDrawer({ opened, onClose, ...form }: ChangeStayDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Change dates">
      {/* Mounted per opening: each starts from the booked (or resumed) dates. */}
      {opened && <ChangeStayForm {...form} />}
    </Drawer>
  );
}

function ChangeStayForm({ start, currency, today, onChanged }: Omit<ChangeStayDrawerProps, 'opened' | 'onClose'>) {
  const change = useHotelChange(start, onChanged);
  const { step, quote, problem } = change;
  const errorOf = (field: ChangeField) => (problem?.field === field ? problem.message : undefined);
  const busy = step === 'quoting' || step === 'sending' || step === 'changing';
  const needsApproval = quote !== null && quote.policy.needsapproval && change.approvalid === '';
  return (
    <Stack>
      <form
        aria-label="New dates"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          change.checkPrice();
        }}
      >
        <Stack gap="sm">
          <TextInput
            type="date"
            label="New check-in"
            min={today}
            value={change.checkin}
            disabled={busy}
            error={errorOf('checkin')}
            onChange={(event) => change.setCheckin(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="New check-out"
            min={change.checkin || today}
            value={change.checkout}
            disabled={busy}
            error={errorOf('checkout')}
            onChange={(event) => change.setCheckout(event.currentTarget.value)}
          />
          {quote === null && (
            <Group>
              <Button type="submit" loading={step === 'quoting'}>
                Check the new price
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {step === 'quoting' && <Loader role="status" aria-label="Pricing the new dates" />}
      {quote && <ChangeQuoteSummary quote={quote} currency={currency} />}
      {quote && !quote.policy.inpolicy && step !== 'sent' && (
        <Textarea
          label="Reason for choosing a stay out of policy"
          required
          maxLength={300}
          rows={2}
          value={change.reason}
          disabled={busy}
          error={errorOf('policyreason')}
          onChange={(event) => change.setReason(event.currentTarget.value)}
        />
      )}
      {problem && problem.field === null && (
        <Alert color="red" role="alert">
          {problem.message}
        </Alert>
      )}
      {step === 'sent' && (
        <Alert color="green" role="status">
          {APPROVAL_SENT}
        </Alert>
      )}
      {quote && step !== 'sent' && (
        <Group>
          {needsApproval ? (
            <Button loading={step === 'sending'} disabled={busy} onClick={change.sendForApproval}>
              Send for approval
            </Button>
          ) : (
            <Button loading={step === 'changing'} disabled={busy} onClick={change.change}>
              Change the stay
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
