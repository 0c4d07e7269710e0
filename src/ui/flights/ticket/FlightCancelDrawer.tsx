import { Alert, Button, Checkbox, Drawer, Group, Loader, Stack, Table, Text, Textarea } from '@mantine/core';
import type { CancellationQuote } from '../../../contract/flights/cancel';
import type { PassengerRecord } from '../../../contract/flights/invoice';
import { parseMinorUnits } from '../../../domain/money';
import type { FlightCancelContext, FlightCancelEvent } from '../../../machines/flights/flight-cancel.machine';
import { Money } from '../../components/Money';
import { passengerName } from './ticket-view';

export interface FlightCancelDrawerProps {
  opened: boolean;
  travellers: readonly PassengerRecord[];
  context: Pick<FlightCancelContext, 'selected' | 'remarks' | 'quote' | 'error'>;
  quoting: boolean;
  submitting: boolean;
  send: (event: FlightCancelEvent) => void;
}

const REFUND_TO: Record<CancellationQuote['refundto'], string> = {
  wallet: 'Refunds go back to the wallet the booking was paid from.',
  card: 'Refunds go back to the card used for payment.',
  trip: 'This booking is billed to the company with its trip: nothing is paid back.',
  company: 'This booking is billed to the company account: nothing is paid back.',
};

const amount = (decimal: string | undefined) => (decimal === undefined ? '—' : <Money minor={parseMinorUnits(decimal)} />);

/** Travellers to tick, each with the penalty and refund quoted for the ticked ones, remarks and 'Confirm Cancel'. */
export function FlightCancelDrawer({ opened, travellers, context, quoting, submitting, send }: FlightCancelDrawerProps) {
  const quoted = (paxid: string) => context.quote?.travellers.find((t) => String(t.paxsno) === paxid);
  return (
    <Drawer opened={opened} onClose={() => send({ type: 'CLOSE' })} position="right" title="Cancel booking">
      <Stack>
        <Table aria-label="Travellers to cancel">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Traveller</Table.Th>
              <Table.Th>Penalty</Table.Th>
              <Table.Th>Refund</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {travellers.map((p) => {
              const name = passengerName(p) || `Traveller ${p.paxid}`;
              const line = quoted(p.paxid);
              return (
                <Table.Tr key={p.paxid}>
                  <Table.Td>
                    <Checkbox
                      label={name}
                      checked={context.selected.includes(Number(p.paxid))}
                      onChange={() => send({ type: 'TOGGLE', paxsno: Number(p.paxid) })}
                    />
                  </Table.Td>
                  <Table.Td aria-label={`Penalty for ${name}`}>{amount(line?.penalty)}</Table.Td>
                  <Table.Td aria-label={`Refund for ${name}`}>{amount(line?.refund)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {quoting && (
          <Group gap="xs">
            <Loader size="xs" role="status" aria-label="Getting the refund" />
            <Text size="sm">Getting the refund…</Text>
          </Group>
        )}
        {context.quote && !quoting && (
          <Stack gap={4} role="status" aria-label="Refund quote">
            <Text size="sm">
              Penalty {amount(context.quote.totalpenalty)}, refund <strong>{amount(context.quote.totalrefund)}</strong>
            </Text>
            <Text size="xs" c="dimmed">
              {REFUND_TO[context.quote.refundto]} Penalties follow the fare rules at this moment.
            </Text>
          </Stack>
        )}
        <Textarea
          label="Remarks"
          value={context.remarks}
          onChange={(event) => send({ type: 'REMARKS', remarks: event.currentTarget.value })}
          rows={3}
          maxLength={1000}
        />
        {context.error && (
          <Alert color="red" role="alert">
            {context.error}
          </Alert>
        )}
        <Button color="red" loading={submitting} onClick={() => send({ type: 'CONFIRM' })}>
          Confirm Cancel
        </Button>
      </Stack>
    </Drawer>
  );
}
