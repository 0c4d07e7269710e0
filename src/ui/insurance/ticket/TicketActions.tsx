import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { InvoiceButton } from '../../components/InvoiceButton';
import { downloadInsuranceTicketPdf } from './ticket-api';

export interface TicketActionsProps {
  txid: string;
  /** Opened from the travel admin's corporate trips list: Back returns there. */
  fromCorporateTrips: boolean;
  /** Only when the record has no trip id and some traveller is still covered. */
  showCancel: boolean;
  /** The policy was paid for (issued): its GST invoice can be downloaded. */
  paid: boolean;
  onCancel: () => void;
  onError: (message: string) => void;
}

/** Back, PDF, Print, the GST invoice once paid, and Cancel; hidden when printing (ticket-print.css). */
export function TicketActions({ txid, fromCorporateTrips, showCancel, paid, onCancel, onError }: TicketActionsProps) {
  const [saving, setSaving] = useState(false);
  const savePdf = async () => {
    setSaving(true);
    const failure = await downloadInsuranceTicketPdf(txid);
    setSaving(false);
    if (failure) onError(failure);
  };
  return (
    <Group role="group" aria-label="Ticket actions" gap="sm" data-print-hide="">
      {fromCorporateTrips ? (
        <Button component={Link} to="/travel-admin" hash="corporate_trips_24" variant="default">
          Back
        </Button>
      ) : (
        <Button component={Link} to="/insurance" variant="default">
          Back
        </Button>
      )}
      <Button variant="default" loading={saving} onClick={() => void savePdf()}>
        PDF
      </Button>
      <Button variant="default" onClick={() => window.print()}>
        Print
      </Button>
      {paid && <InvoiceButton product="insurance" txid={txid} />}
      {showCancel && (
        <Button color="red" variant="light" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </Group>
  );
}
