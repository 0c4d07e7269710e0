import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { GstInvoiceProduct } from '../../domain/gst-invoice';
import { INVOICE_FAILED, downloadInvoice } from '../shared/invoice-download';

export interface InvoiceButtonProps {
  product: GstInvoiceProduct;
  txid: string;
}

/**
 * "Download GST invoice" for a paid booking (docs/features/gst-invoice.md): the e-ticket pages and
 * My bookings share it. A failure is said under the button, in words the traveller can act on.
 */
export function InvoiceButton({ product, txid }: InvoiceButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const download = async () => {
    setBusy(true);
    setError('');
    try {
      await downloadInvoice(product, txid);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : INVOICE_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Button variant="default" loading={busy} onClick={() => void download()}>
        Download GST invoice
      </Button>
      {error && (
        <Text role="alert" c="red.9" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
