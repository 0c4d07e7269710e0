import { Button, Group, List, Table, Text } from '@mantine/core';
import type { InsurancePaymentMode } from '../../../contract/insurance/booking-request';
import type { InsurancePriceResult } from '../../../contract/insurance/operations';
import type { InsuranceTravellerForm } from '../../../domain/insurance-booking-rules';
import { formatMoneyExact, parseMinorUnits } from '../../../domain/money';
import { payButtonText } from '../../../domain/pay-button';
import { ReviewSection } from './ReviewSection';
import { INSURANCE_CURRENCY } from './ReviewSummary';
import { formatDateRange } from '../../../domain/format';

export interface InsuranceReviewPanelProps {
  price: InsurancePriceResult;
  travellers: InsuranceTravellerForm[];
  paymentmode: InsurancePaymentMode;
  busy: boolean;
  /** The payment was refused: the button sends the same booking again. */
  retry: boolean;
  onEdit: () => void;
  onPay: () => void;
}

const MODE_NAMES: Record<InsurancePaymentMode, string> = {
  cashcard: 'Wallet',
  creditcard: 'Credit/Debit card, Net-banking',
  company: 'Company account',
};

const money = (decimal: string) => formatMoneyExact(parseMinorUnits(decimal), INSURANCE_CURRENCY);

/**
 * 'Review and pay' (docs/features/insurance.md): the policy as it will be bought, before anything is
 * charged; the button carries the exact premium the server charges (totalnet) and the mode.
 */
export function InsuranceReviewPanel({
  price,
  travellers,
  paymentmode,
  busy,
  retry,
  onEdit,
  onPay,
}: InsuranceReviewPanelProps) {
  return (
    <ReviewSection id="confirm" title="Review and pay">
      <Text fw={600}>
        {price.insurance_name} · {formatDateRange(price.startdate, price.enddate)}
      </Text>
      <List aria-label="Travellers to insure">
        {travellers.map((t) => (
          <List.Item key={t.paxnumber}>{`${t.title} ${t.firstname} ${t.lastname}, ${t.age} years`.trim()}</List.Item>
        ))}
      </List>
      <Table aria-label="Premium breakup" withRowBorders={false} maw={420}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Premium</Table.Th>
            <Table.Td ta="right">{money(price.totalfare)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Tax</Table.Th>
            <Table.Td ta="right">{money(price.tax)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Amount to pay</Table.Th>
            <Table.Td ta="right" fw={700} data-testid="review-total">
              {money(price.totalnet)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm">
        {price.inpolicy ? 'Policy: in policy' : `Policy: out of policy (${price.policyviolationreason})`}
      </Text>
      <Text size="sm">Payment mode: {MODE_NAMES[paymentmode]}</Text>
      <Group justify="space-between">
        <Button variant="default" onClick={onEdit} disabled={busy}>
          Edit details
        </Button>
        <Button onClick={onPay} loading={busy}>
          {retry
            ? 'Try the payment again'
            : payButtonText(paymentmode, parseMinorUnits(price.totalnet), INSURANCE_CURRENCY)}
        </Button>
      </Group>
    </ReviewSection>
  );
}
