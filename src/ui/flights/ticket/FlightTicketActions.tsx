import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FlightInvoice } from '../../../contract/flights/invoice';

/** docs/product.md#error-messages "Chart PDF download": the same words for any PDF the app saves. */
export const PDF_FAILED = 'Failed to download the PDF. Please try again.';

export interface FlightTicketActionsProps {
  invoice: FlightInvoice;
  txid: string;
  onError: (message: string) => void;
}

/** Back, Save as PDF (Ticket.pdf, made on this device) and Print; hidden on paper (flight-ticket-print.css). */
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
    </Group>
  );
}
