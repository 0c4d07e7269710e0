import { Badge, Stack, Table, Text } from '@mantine/core';
import type { HotelChangeQuote } from '../../../contract/hotels/change';
import { parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';

/** The quote: the new total, what the current stay costs to cancel now, the difference (by card: both amounts) and the policy verdict. */
export function ChangeQuoteSummary({ quote, currency }: { quote: HotelChangeQuote; currency: string }) {
  const amount = (decimal: string) => <Money minor={parseMinorUnits(decimal)} currency={currency} />;
  const paying = parseMinorUnits(quote.topay) > 0n;
  const row = (label: string, value: React.ReactNode, strong = false) => (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : undefined}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Stack gap="xs">
      <Table aria-label="The new price" withRowBorders={false}>
        <Table.Tbody>
          {row(`New stay, ${quote.nights} ${quote.nights === 1 ? 'night' : 'nights'} (GST included)`, amount(quote.newtotal))}
          {row('Current stay', amount(quote.currenttotal))}
          {row('Charge for cancelling the current stay', amount(quote.charge))}
          {row('Refund of the current stay', amount(quote.refund))}
          {quote.paidby === 'card' ? (
            <>
              {row('You pay by card', amount(quote.topay), true)}
              {row('Back to your card', amount(quote.toreturn), true)}
            </>
          ) : (
            row(paying ? 'You pay' : 'You get back', amount(paying ? quote.topay : quote.toreturn), true)
          )}
        </Table.Tbody>
      </Table>
      <Text size="sm">{quote.chargetext}</Text>
      <Text size="sm">
        {quote.paidby === 'company'
          ? 'The stay is billed to the company account: no money moves from your wallet.'
          : quote.paidby === 'card'
            ? 'The new stay is paid in full by card at the payment gateway. Once it is paid, the current stay is cancelled and its refund goes back to your card.'
            : paying
            ? 'The difference is paid from the wallet.'
            : 'The difference goes back to the wallet.'}
      </Text>
      {quote.policy.inpolicy ? (
        <Badge color="green" variant="light">
          In policy
        </Badge>
      ) : (
        <Stack gap={4}>
          <Badge color="red" variant="light">
            Out of policy
          </Badge>
          {quote.policy.reasons.map((reason) => (
            <Text key={reason} size="sm">
              {reason}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
