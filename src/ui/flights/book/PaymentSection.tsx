import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { ProfileMaster } from '../../../contract/login';
import type { FlightPaymentMode } from '../../../contract/flights/booking';
import { Money } from '../../components/Money';
import { type PaymentChooserStatus, PaymentModeChooser } from '../../payment/PaymentModeChooser';
import { BookSection } from './BookSection';
import type { usePromo } from './use-promo';

export interface PaymentSectionProps {
  faresPaise: bigint;
  extrasPaise: bigint;
  totalPaise: bigint;
  promo: ReturnType<typeof usePromo>;
  profile: ProfileMaster;
  onMode: (mode: FlightPaymentMode) => void;
  onStatus: (status: PaymentChooserStatus) => void;
}

function Row({ label, minor, strong, testId }: { label: string; minor: bigint; strong?: boolean; testId?: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400} data-testid={testId}>
        <Money minor={minor} currency="INR" />
      </Table.Td>
    </Table.Tr>
  );
}

/** 'Payment': fares + add-ons − promo = the total the wallet or card pays, and the mode chooser. */
export function PaymentSection({
  faresPaise,
  extrasPaise,
  totalPaise,
  promo,
  profile,
  onMode,
  onStatus,
}: PaymentSectionProps) {
  return (
    <BookSection id="payment" title="Select Payment Mode">
      <Table aria-label="Amount payable" withRowBorders={false} maw={420}>
        <Table.Tbody>
          <Row label="Fares" minor={faresPaise} />
          <Row label="Add-ons" minor={extrasPaise} />
          {promo.discountPaise > 0n && <Row label={`Promo discount (${promo.applied})`} minor={-promo.discountPaise} />}
          <Row label="Total payable" minor={totalPaise} strong testId="booking-total" />
        </Table.Tbody>
      </Table>
      <Stack gap={4} maw={420}>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="Promo code"
            value={promo.code}
            error={promo.problem || undefined}
            onChange={(e) => promo.setCode(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          {promo.applied ? (
            <Button variant="default" onClick={promo.remove}>
              Remove promo code
            </Button>
          ) : (
            <Button
              variant="default"
              loading={promo.checking}
              disabled={!promo.code.trim()}
              onClick={() => void promo.apply()}
            >
              Apply promo code
            </Button>
          )}
        </Group>
        {promo.applied && promo.message && (
          <Text size="sm" c="teal.9">
            {promo.message}
          </Text>
        )}
        {promo.stale && <Text size="sm">The total changed: apply the promo code again.</Text>}
      </Stack>
      <PaymentModeChooser
        totalPaise={totalPaise}
        currency="INR"
        onChange={onMode}
        onStatus={onStatus}
        profileid={profile.profileid}
        corporateid={profile.corporateid}
      />
    </BookSection>
  );
}
