import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { InvoiceButton } from '../../components/InvoiceButton';
import { downloadVoucherPdf } from './voucher-api';

export const CANCEL_NEEDS_CONNECTION = 'Cancelling needs a connection.';

export interface VoucherActionsProps {
  txid: string;
  /** Paid (not waiting for the card, not lapsed): its GST invoice can be downloaded. */
  paid: boolean;
  /** Booked or confirmed, before check-in. */
  showCancel: boolean;
  offline: boolean;
  onCancel: () => void;
  /** A paid stay that may move to new dates (src/ui/hotels/change/change-stay.ts). */
  showChange?: boolean;
  onChange?: () => void;
  onError: (message: string) => void;
}

/** Back, PDF, Print, the GST invoice once paid, Change dates and Cancel booking; hidden when printing (src/ui/components/print-page.css). */
export function VoucherActions({ txid, paid, showCancel, offline, onCancel, showChange = false, onChange, onError }: VoucherActionsProps) {
  const [saving, setSaving] = useState(false);
  const savePdf = async () => {
    setSaving(true);
    const failure = await downloadVoucherPdf(txid);
    setSaving(false);
    if (failure) onError(failure);
  };
  return (
    <Stack gap={4} data-print-hide="">
      <Group role="group" aria-label="Voucher actions" gap="sm" align="flex-start">
        <Button component={Link} to="/bookings" variant="default">
          My bookings
        </Button>
        <Button variant="default" loading={saving} disabled={offline} onClick={() => void savePdf()}>
          Download PDF
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
        {paid && !offline && <InvoiceButton product="hotel" txid={txid} />}
        {showChange && (
          <Button variant="light" disabled={offline} onClick={onChange}>
            Change dates
          </Button>
        )}
        {showCancel && (
          <Button
            color="red"
            variant="light"
            disabled={offline}
            aria-describedby={offline ? 'voucher-cancel-offline' : undefined}
            onClick={onCancel}
          >
            Cancel booking
          </Button>
        )}
      </Group>
      {showCancel && offline && (
        <Text id="voucher-cancel-offline" size="sm" c="dimmed">
          {CANCEL_NEEDS_CONNECTION}
        </Text>
      )}
    </Stack>
  );
}
