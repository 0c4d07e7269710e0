import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { FlightFare } from '../../../domain/flight-offer';
import { benefitName, fareLabelName } from '../../../domain/flight-codes';
import { parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';
import { baggageSummary, refundText } from './offer-format';

export interface MoreFaresProps {
  offerName: string;
  fares: FlightFare[];
  selectedFarekey: string | null;
  onFareRules: (fare: FlightFare) => void;
  onSelect: (fare: FlightFare) => void;
}

/** 'More fares': every fare family of the offer with what it includes, cheapest first. */
export function MoreFares({ offerName, fares, selectedFarekey, onFareRules, onSelect }: MoreFaresProps) {
  return (
    <Table mt="xs" aria-label={`Fares of ${offerName}`} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Fare</Table.Th>
          <Table.Th>Includes</Table.Th>
          <Table.Th>Baggage</Table.Th>
          <Table.Th>Price</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fares.map((fare) => (
          <Table.Tr key={fare.farekey}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {fare.productname}
              </Text>
              <Text size="xs">
                {fareLabelName(fare.farelabel)} · {refundText(fare)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs">{fare.benefits.map(benefitName).join(', ') || '—'}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs">{baggageSummary(fare)}</Text>
            </Table.Td>
            <Table.Td>
              <Money minor={parseMinorUnits(fare.totalfare)} currency={fare.currency} />
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" variant="subtle" onClick={() => onFareRules(fare)}
                  aria-label={`Fare rules of the ${fare.productname} fare`}>
                  Rules
                </Button>
                <Button size="compact-xs" onClick={() => onSelect(fare)} aria-label={`Select the ${fare.productname} fare`}>
                  {selectedFarekey === fare.farekey ? 'Selected' : 'Select'}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
