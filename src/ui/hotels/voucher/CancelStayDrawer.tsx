import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, Loader, Stack, Table, Text, Textarea } from '@mantine/core';
import { tripFailureMessage } from '../../shared/trip-errors';
import { type CancellationQuote, QUOTE_FAILED, cancelStay, quoteStay } from './voucher-api';
import { REFUND_GOES, voucherMoney } from './voucher-view';

export const REASON_REQUIRED = 'Please give a reason for cancelling.';

export interface CancelStayDrawerProps {
  opened: boolean;
  txid: string;
  currency: string;
  /** Cancelled: the server's message for the page. */
  onCancelled: (message: string) => void;
  onClose: () => void;
}

type Quote = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; quote: CancellationQuote };

/**
 * Cancel the whole stay: what it costs now (quotehotelcancellation: the charge, its percent and tier,
 * the refund and where it goes) is shown before the confirm button; a reason is required.
 */
export function CancelStayDrawer({ opened, onClose, ...form }: CancelStayDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Cancel booking">
      {/* Mounted per opening: each asks for a fresh quote and starts with an empty reason. */}
      {opened && <CancelStayForm {...form} />}
    </Drawer>
  );
}

function CancelStayForm({ txid, currency, onCancelled }: Omit<CancelStayDrawerProps, 'opened' | 'onClose'>) {
  const [quote, setQuote] = useState<Quote>({ kind: 'loading' });
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    quoteStay(txid).then(
      (answer) => live && setQuote({ kind: 'ready', quote: answer }),
      (failure: unknown) => live && setQuote({ kind: 'failed', message: tripFailureMessage(failure, QUOTE_FAILED) }),
    );
    return () => {
      live = false;
    };
  }, [txid]);

  const confirm = async () => {
    if (reason.trim() === '') return setError(REASON_REQUIRED);
    setBusy(true);
    const outcome = await cancelStay(txid, reason);
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    onCancelled(outcome.message);
  };

  const money = (decimal: string) => voucherMoney(decimal, currency);
  return (
    <>
      {quote.kind === 'loading' && <Loader role="status" aria-label="Working out the cancellation charge" />}
      {quote.kind === 'failed' && (
        <Alert color="red" role="alert">
          {quote.message}
        </Alert>
      )}
      {quote.kind === 'ready' && (
        <Stack>
          <Table aria-label="If you cancel now" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Cancellation charge ({quote.quote.percent} %)</Table.Th>
                <Table.Td ta="right">{money(quote.quote.penalty)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Refund</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {money(quote.quote.refund)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="sm">{quote.quote.text}</Text>
          <Text size="sm">The refund goes {REFUND_GOES[quote.quote.refundmode]}.</Text>
          <Textarea
            label="Reason for cancelling"
            required
            value={reason}
            maxLength={300}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError('');
            }}
            rows={3}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            Confirm cancellation
          </Button>
        </Stack>
      )}
    </>
  );
}
