import { Alert, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import type { RescheduleQuote } from '../../../contract/flights/reschedule';
import { parseMinorUnits } from '../../../domain/money';
import type { FlightRescheduleEvent } from '../../../machines/flights/flight-reschedule.machine';
import { Money } from '../../components/Money';
import { PaymentModeChooser } from '../../payment/PaymentModeChooser';

export interface RescheduleReviewProps {
  quote: RescheduleQuote;
  policyreason: string;
  remarks: string;
  approvalid: string;
  /** Out of policy and not approved yet: 'Send for approval' instead of paying. */
  approvalNeeded: boolean;
  /** The change has lists to pick from again (not when opened with an approved change). */
  canChangeFlights: boolean;
  sending: boolean;
  paying: boolean;
  paymentFailed: boolean;
  payer: { profileid: string; corporateid: string; currency: string };
  send: (event: FlightRescheduleEvent) => void;
}

const amount = (decimal: string) => <Money minor={parseMinorUnits(decimal)} />;

const BACK_TO: Record<RescheduleQuote['refundto'], string> = {
  wallet: 'to your wallet',
  card: 'to your card',
  trip: "on the trip's company bill",
  company: 'on the company account',
};

/**
 * What the wallet must hold: the new fare, less the old booking's credit when that goes back to
 * the same wallet first (the server pays it back in the same transaction), i.e. the payable.
 */
const walletNeeds = (quote: RescheduleQuote) =>
  parseMinorUnits(quote.refundto === 'wallet' ? quote.payable : quote.newfare);

/** What the change costs: the quote's lines and the net, the policy's reason field, how to pay, and confirm. */
export function RescheduleReview(props: RescheduleReviewProps) {
  const { quote, approvalNeeded, send, payer } = props;
  const payable = parseMinorUnits(quote.payable);
  const refund = parseMinorUnits(quote.refund);
  return (
    <Stack gap="sm">
      <Table aria-label="Price of the change">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">New fare</Table.Th>
            <Table.Td>{amount(quote.newfare)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Change fee</Table.Th>
            <Table.Td>{amount(quote.changefee)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Credit from your current booking</Table.Th>
            <Table.Td>−{amount(quote.credit)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text fw={600} role="status" aria-label="What you pay">
        {payable > 0n ? (
          <>You pay {amount(quote.payable)}</>
        ) : refund > 0n ? (
          <>
            You get back {amount(quote.refund)} {BACK_TO[quote.refundto]}
          </>
        ) : (
          'Nothing more to pay'
        )}
      </Text>
      <Text size="xs" c="dimmed">
        The new booking is paid in full; your current booking&apos;s credit, less the change fee, goes back the way it
        was paid once the new booking is paid.
      </Text>
      {!quote.inpolicy && (
        <Alert color="yellow" title="Out of policy">
          {quote.policyviolationreason || 'This fare is outside your company travel policy.'}
        </Alert>
      )}
      {(!quote.inpolicy || quote.reasonrequired) && (
        <Textarea
          label="Reason for choosing an out-of-policy fare"
          required
          value={props.policyreason}
          maxLength={500}
          onChange={(event) => send({ type: 'REASON', text: event.currentTarget.value })}
        />
      )}
      <Textarea
        label="Remarks"
        value={props.remarks}
        maxLength={1000}
        rows={2}
        onChange={(event) => send({ type: 'REMARKS', text: event.currentTarget.value })}
      />
      {props.approvalid && <Text size="sm">Approved request: {props.approvalid}</Text>}
      {approvalNeeded ? (
        <Stack gap="xs">
          <Text size="sm">Your company asks for an approval of this fare before it is booked.</Text>
          <Group>
            <Button loading={props.sending} onClick={() => send({ type: 'SEND_FOR_APPROVAL' })}>
              Send for approval
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          <PaymentModeChooser
            totalPaise={walletNeeds(quote)}
            currency={payer.currency}
            profileid={payer.profileid}
            corporateid={payer.corporateid}
            onChange={(mode) => send({ type: 'PAYMENT_MODE', mode })}
          />
          <Group>
            <Button loading={props.paying && !props.paymentFailed} onClick={() => send({ type: 'CONFIRM' })}>
              Confirm change
            </Button>
            {props.paymentFailed && (
              <Button variant="light" onClick={() => send({ type: 'RETRY' })}>
                Try again
              </Button>
            )}
          </Group>
        </Stack>
      )}
      <Group>
        {props.canChangeFlights && (
          <Button variant="default" disabled={props.paying} onClick={() => send({ type: 'CHANGE_FLIGHTS' })}>
            Change flights
          </Button>
        )}
        <Button variant="default" disabled={props.paying} onClick={() => send({ type: 'CHANGE_DATES' })}>
          Change dates
        </Button>
      </Group>
    </Stack>
  );
}
