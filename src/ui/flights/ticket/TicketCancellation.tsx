import type { ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { FlightInvoice } from '../../../contract/flights/invoice';
import { parseMinorUnits } from '../../../domain/money';
import { isCancelling } from '../../../machines/flights/flight-cancel.machine';
import { Money } from '../../components/Money';
import { FlightCancelDrawer } from './FlightCancelDrawer';
import { cancellableTravellers } from './ticket-cancel-view';
import type { useFlightCancel } from './use-flight-cancel';

export interface TicketCancellationProps {
  invoice: FlightInvoice;
  cancel: ReturnType<typeof useFlightCancel>;
  /** Other actions on the booking, beside 'Cancel booking' (the reschedule's 'Change date'). */
  children?: ReactNode;
}

/**
 * 'Cancel booking' (while some traveller may still be cancelled), its drawer, and what the
 * cancellation did: the server's answer, 'Cancellation Processing' while the airline works, and
 * the amount refunded so far.
 */
export function TicketCancellation({ invoice, cancel, children }: TicketCancellationProps) {
  const { snapshot, send } = cancel;
  const open = cancellableTravellers(invoice);
  const refund = parseMinorUnits(invoice.flightRecord.refund_amount);
  const processing = isCancelling(invoice) || snapshot.matches('watching');
  return (
    <>
      {(processing || refund > 0n || snapshot.context.message) && (
        <Alert color={processing ? 'blue' : 'green'} title={processing ? 'Cancellation Processing' : 'Cancellation'} data-print-hide="">
          {snapshot.context.message && <Text size="sm">{snapshot.context.message}</Text>}
          <Text size="sm">
            Refunded: <Money minor={refund} />
          </Text>
        </Alert>
      )}
      {open.length > 0 && (
        <Group data-print-hide="">
          <Button color="red" variant="light" onClick={() => send({ type: 'OPEN' })}>
            Cancel booking
          </Button>
          {children}
        </Group>
      )}
      <FlightCancelDrawer
        opened={snapshot.matches('editing') || snapshot.matches('submitting')}
        travellers={open}
        context={snapshot.context}
        quoting={snapshot.matches({ editing: 'quoting' })}
        submitting={snapshot.matches('submitting')}
        send={send}
      />
    </>
  );
}
