import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FlightInvoice } from '../../../contract/flights/invoice';
import { InvoiceButton } from '../../components/InvoiceButton';

/** docs/product.md#error-messages "Chart PDF download": the same words for any PDF the app saves. */
export const PDF_FAILED = 'Failed to download the PDF. Please try again.';

export interface FlightTicketActionsProps {
  invoice: FlightInvoice;
  txid: string;
  onError: (message: string) => void;
}

/** A booking never paid (waiting for its money, or expired so) has no GST invoice. */
const UNPAID_STATUSES: readonly string[] = ['paymentpending', 'expired'];

/**
 * Back, Save as PDF (Ticket.pdf, made on this device), Print and, once paid, the GST invoice;
 * hidden on paper (flight-ticket-print.css).
 */
export function FlightTicketActions({ invoice, txid, onError }: FlightTicketActionsProps) {
  const [saving, setSaving] = useState(false);
  const savePdf = async () => {
    setSaving(true);
    try {
      // Loaded on demand: pdf-lib and the layout stay out of the page's own chunk.
      const { saveTicketPdf } = await import('./ticket-pdf');
      await saveTicketPdf(invoice, txid);
    } catch {
      onError(PDF_FAILED);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group role="group" aria-label="Ticket actions" gap="sm" data-print-hide="">
      <Button component={Link} to="/flights" variant="default">
        Back
      </Button>
      <Button variant="default" loading={saving} onClick={() => void savePdf()}>
        Save as PDF
      </Button>
      <Button variant="default" onClick={() => window.print()}>
        Print
      </Button>
      {!UNPAID_STATUSES.includes(invoice.flightRecord.booking_status) && <InvoiceButton product="flight" txid={txid} />}
    </Group>
  );
}
