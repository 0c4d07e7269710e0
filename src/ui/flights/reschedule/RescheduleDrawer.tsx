import { Alert, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { approvalNeeded } from '../../../machines/flights/flight-reschedule.logic';
import type { PaymentView } from '../../payment/use-payment-view';
import { RescheduleDates } from './RescheduleDates';
import { RescheduleOffers } from './RescheduleOffers';
import { RescheduleReview } from './RescheduleReview';
import type { useFlightReschedule } from './use-flight-reschedule';

export interface RescheduleDrawerProps {
  reschedule: ReturnType<typeof useFlightReschedule>;
  payer: { profileid: string; corporateid: string; currency: string };
}

const busyText = (payment: PaymentView, step: string) =>
  step === 'quoting' ? 'Getting the price of the change…' : payment.busy ? 'Changing your booking…' : '';

/** 'Change date': new dates → a flight per list → the price of the change → approval or payment. */
export function RescheduleDrawer({ reschedule, payer }: RescheduleDrawerProps) {
  const { snapshot, send, payment } = reschedule;
  const { context } = snapshot;
  const step = snapshot.matches('open')
    ? String((snapshot.value as { open: string }).open)
    : snapshot.matches('paying')
      ? 'paying'
      : '';
  const paying = step === 'paying';
  const error = context.error || payment.error;
  const busy = busyText(payment, step);
  return (
    <Drawer opened={step !== ''} onClose={() => send({ type: 'CLOSE' })} position="right" size="lg" title="Change date">
      <Stack>
        <Text size="sm">Same route, cabin and travellers on new dates. The airline&apos;s change fee applies.</Text>
        {(step === 'editing' || step === 'searching') && (
          <RescheduleDates
            roundtrip={context.trip.triptype === 'roundtrip'}
            onwarddate={context.onwarddate}
            returndate={context.returndate}
            today={dayjs().format('YYYY-MM-DD')}
            searching={step === 'searching'}
            send={send}
          />
        )}
        {(step === 'choosing' || step === 'quoting') && (
          <RescheduleOffers
            lists={context.lists}
            picks={context.picks}
            currency={payer.currency}
            quoting={step === 'quoting'}
            send={send}
          />
        )}
        {busy && (
          <Group gap="xs">
            <Loader size="xs" role="status" aria-label={busy} />
            <Text size="sm">{busy}</Text>
          </Group>
        )}
        {context.quote && (step === 'review' || step === 'sendingForApproval' || paying) && (
          <RescheduleReview
            quote={context.quote}
            policyreason={context.policyreason}
            remarks={context.remarks}
            approvalid={context.approvalid}
            approvalNeeded={approvalNeeded(context.quote, context.approvalid)}
            canChangeFlights={context.lists.length > 0}
            sending={step === 'sendingForApproval'}
            paying={paying}
            paymentFailed={payment.failed}
            payer={payer}
            send={send}
          />
        )}
        {step === 'sentForApproval' && (
          <Stack gap="sm">
            <Alert color="green" title="Sent for approval">
              {context.message || 'Your change has been sent for approval.'} Once it is approved, open the link in the
              approval message to confirm the change here.
            </Alert>
            <Group>
              <Button onClick={() => send({ type: 'CLOSE' })}>Close</Button>
            </Group>
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Drawer>
  );
}
