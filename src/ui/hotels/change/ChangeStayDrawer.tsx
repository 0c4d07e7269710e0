import { Alert, Button, Drawer, Group, Loader, Stack, TextInput, Textarea } from '@mantine/core';
import { type ChangeField, approvalNeeded } from '../../../machines/hotels/hotel-change.logic';
import type { ChangedStay, HotelChangeInput } from '../../../machines/hotels/hotel-change.machine';
import { ChangeQuoteSummary } from './ChangeQuoteSummary';
import { useHotelChange } from './use-hotel-change';

export const APPROVAL_SENT =
  'Your change was sent for approval. Once it is approved, come back here from your approvals to change the stay.';

export interface ChangeStayDrawerProps {
  opened: boolean;
  start: HotelChangeInput;
  currency: string;
  /** India's today, the earliest new check-in. */
  today: string;
  /** The new booking, with the gateway's page when it waits for the card ('' when paid). */
  onChanged: (changed: ChangedStay) => void;
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
  const { snapshot, send } = useHotelChange(start, onChanged);
  const { checkin, checkout, policyreason, quote, problem, approvalid } = snapshot.context;
  const step = snapshot.value;
  const errorOf = (field: ChangeField) => (problem?.field === field ? problem.message : undefined);
  const changing = step === 'changing' || step === 'changed';
  const busy = step === 'quoting' || step === 'sendingForApproval' || changing;
  const sent = step === 'sentForApproval';
  return (
    <Stack>
      <form
        aria-label="New dates"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'CHECK_PRICE' });
        }}
      >
        <Stack gap="sm">
          <TextInput
            type="date"
            label="New check-in"
            min={today}
            value={checkin}
            disabled={busy}
            error={errorOf('checkin')}
            onChange={(event) => send({ type: 'CHECKIN_DATE', date: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="New check-out"
            min={checkin || today}
            value={checkout}
            disabled={busy}
            error={errorOf('checkout')}
            onChange={(event) => send({ type: 'CHECKOUT_DATE', date: event.currentTarget.value })}
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
      {quote && !quote.policy.inpolicy && !sent && (
        <Textarea
          label="Reason for choosing a stay out of policy"
          required
          maxLength={300}
          rows={2}
          value={policyreason}
          disabled={busy}
          error={errorOf('policyreason')}
          onChange={(event) => send({ type: 'REASON', text: event.currentTarget.value })}
        />
      )}
      {problem && problem.field === null && (
        <Alert color="red" role="alert">
          {problem.message}
        </Alert>
      )}
      {sent && (
        <Alert color="green" role="status">
          {APPROVAL_SENT}
        </Alert>
      )}
      {quote && !sent && (
        <Group>
          {approvalNeeded(quote, approvalid) ? (
            <Button
              loading={step === 'sendingForApproval'}
              disabled={busy}
              onClick={() => send({ type: 'SEND_FOR_APPROVAL' })}
            >
              Send for approval
            </Button>
          ) : (
            <Button loading={changing} disabled={busy} onClick={() => send({ type: 'CHANGE' })}>
              Change the stay
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
