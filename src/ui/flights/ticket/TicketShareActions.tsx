import { Button, Group } from '@mantine/core';
import type { FlightInvoice } from '../../../contract/flights/invoice';
import { ShareButton } from '../../components/ShareButton';
import { downloadTicketCalendar } from './ticket-calendar';

/** 'Share' the e-ticket's link and 'Add to calendar' (an .ics of its flights); hidden on paper. */
export function TicketShareActions({ invoice, txid }: { invoice: FlightInvoice; txid: string }) {
  const first = invoice.sectorRecords[0];
  const last = invoice.sectorRecords.filter((s) => s.tripnumber === first?.tripnumber).at(-1);
  const route = first && last ? ` ${first.origin} → ${last.destination}` : '';
  return (
    <Group role="group" aria-label="Share and calendar" gap="sm" data-print-hide="">
      <ShareButton path={`/flights/eticket/${txid}`} title={`Flight e-ticket ${txid}`} text={`Flight e-ticket${route}, booking ${txid}`} />
      {invoice.sectorRecords.length > 0 && (
        <Button variant="default" onClick={() => downloadTicketCalendar(invoice, txid)}>
          Add to calendar
        </Button>
      )}
    </Group>
  );
}
