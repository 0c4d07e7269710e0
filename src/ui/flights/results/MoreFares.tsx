import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { useContext, useEffect, useState } from 'react';
import type { FareSummary, OfferSummary } from '../../../contract/flights/search';
import type { PricedFare } from '../../../domain/flight-filters';
import type { FlightFare } from '../../../domain/flight-offer';
import { benefitName, fareName } from '../../../domain/flight-codes';
import { formatMoney, parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';
import { FareVerdict } from './FareVerdict';
import { baggageSummary, refundText } from './offer-format';
import { ResultsServicesContext } from './results-services';

export interface MoreFaresProps {
  offer: OfferSummary;
  offerName: string;
  fares: readonly PricedFare[];
  selectedFarekey: string | null;
  onFareRules: (fare: FareSummary) => void;
  onSelect: (fare: FareSummary) => void;
}

/** The full fares (GETMOREFARES) by farekey; 'failed' keeps the summaries usable. */
type Details = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; byKey: Map<string, FlightFare> };

/** 'Base ₹4,100 + taxes ₹700' from a full fare. */
function breakdown(full: FlightFare): string {
  const base = parseMinorUnits(full.basefare);
  const taxes = parseMinorUnits(full.totalfare) - base;
  return `Base ${formatMoney(base, full.currency)} + taxes ${formatMoney(taxes, full.currency)}`;
}

/**
 * 'More fares': every fare family of the offer, cheapest first, with its policy verdict. The
 * results carry lean fares; what each includes (benefits) and its price breakdown come from
 * GETMOREFARES when the table opens.
 */
export function MoreFares({ offer, offerName, fares, selectedFarekey, onFareRules, onSelect }: MoreFaresProps) {
  const { loadMoreFares } = useContext(ResultsServicesContext);
  const [details, setDetails] = useState<Details>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadMoreFares(offer.flightkey, offer.supplier).then(
      (full) => live && setDetails({ status: 'loaded', byKey: new Map(full.map((f) => [f.farekey, f])) }),
      () => live && setDetails({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [offer.flightkey, offer.supplier, loadMoreFares]);
  const fullOf = (farekey: string) => (details.status === 'loaded' ? details.byKey.get(farekey) : undefined);
  const pending = details.status === 'loading' ? 'Loading…' : '—';

  return (
    <ResponsiveTable mt="xs" aria-label={`Fares of ${offerName}`} verticalSpacing={4}>
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
        {fares.map((priced) => {
          const { fare } = priced;
          const full = fullOf(fare.farekey);
          return (
            <Table.Tr key={fare.farekey}>
              <Table.Td data-label="Fare">
                <Text size="sm" fw={600}>
                  {fareName(fare.productname, fare.farelabel)}
                </Text>
                <Text size="xs">{refundText(fare)}</Text>
              </Table.Td>
              <Table.Td data-label="Includes">
                <Text size="xs">{full ? full.benefits.map(benefitName).join(', ') || '—' : pending}</Text>
              </Table.Td>
              <Table.Td data-label="Baggage">
                <Text size="xs">{baggageSummary(fare)}</Text>
              </Table.Td>
              <Table.Td data-label="Price">
                <Money minor={parseMinorUnits(fare.totalfare)} currency="INR" />
                {full && (
                  <Text size="xs" c="dimmed">
                    {breakdown(full)}
                  </Text>
                )}
                <FareVerdict verdict={priced.verdict()} compact />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => onFareRules(fare)}
                    aria-label={`Fare rules of the ${fare.productname} fare`}
                  >
                    Rules
                  </Button>
                  <Button
                    size="compact-xs"
                    onClick={() => onSelect(fare)}
                    aria-label={`Select the ${fare.productname} fare`}
                  >
                    {selectedFarekey === fare.farekey ? 'Selected' : 'Select'}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
