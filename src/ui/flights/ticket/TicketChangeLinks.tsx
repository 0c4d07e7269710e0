import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FlightInvoice } from '../../../contract/flights/invoice';

/** A rescheduled booking points to the booking that replaced it, and the new one back (docs/features/flights-reschedule.md). */
export function TicketChangeLinks({ record }: { record: FlightInvoice['flightRecord'] }) {
  const link = (txid: string) => (
    <Anchor renderRoot={(props) => <Link {...props} to="/flights/eticket/$txid" params={{ txid }} />}>{txid}</Anchor>
  );
  return (
    <>
      {record.rescheduledto && <Text size="sm">Changed to new booking {link(record.rescheduledto)}</Text>}
      {record.reftxid && <Text size="sm">Replaces booking {link(record.reftxid)}</Text>}
    </>
  );
}
