import { memo } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { FareSummary, OfferSummary } from '../../../contract/flights/search';
import type { ShownOffer } from '../../../domain/flight-filters';
import { fareName } from '../../../domain/flight-codes';
import { parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';
import { FareVerdict } from './FareVerdict';
import { MoreFares } from './MoreFares';
import { formatTime } from '../../../domain/format';
import { baggageSummary, flightsText, refundText, tripSegments } from './offer-format';
import { TripLine } from './TripLine';

export interface OfferRowProps {
  shown: ShownOffer;
  /** The 'More fares' table is open. */
  expanded: boolean;
  /** The farekey chosen on this list, if it is one of this offer's. */
  selectedFarekey: string | null;
  onToggleFares: (offer: OfferSummary) => void;
  onFareRules: (offer: OfferSummary, fare: FareSummary) => void;
  onSelect: (offer: OfferSummary, fare: FareSummary) => void;
}

/** 'IndiGo 6E 101, 09:00 BLR to 11:30 DEL': what a screen reader hears for the row. */
export function offerName(offer: Pick<OfferSummary, 'segments' | 'flightkey'>): string {
  const onward = tripSegments(offer, 1);
  const first = onward[0];
  const last = onward[onward.length - 1];
  if (!first || !last) return offer.flightkey;
  return `${flightsText(onward)}, ${formatTime(first.departure)} ${first.origin} to ${formatTime(last.arrival)} ${last.destination}`;
}

/**
 * One offer of the results: carrier, times, duration, stops, the cheapest fare the filters allow,
 * refundability and baggage, its policy verdict (blocked flights said so); fare rules, the other
 * fare families, and Select. Memoised: the virtual list renders again, synchronously, each time it
 * measures a row, and only the rows whose offer or selection changed need to (docs/architecture.md#first-load).
 */
export const OfferRow = memo(function OfferRow({
  shown,
  expanded,
  selectedFarekey,
  onToggleFares,
  onFareRules,
  onSelect,
}: OfferRowProps) {
  const { offer, fare, verdict } = shown;
  const name = offerName(offer);
  const returnTrip = tripSegments(offer, 2);
  const others = offer.fares.length - 1;
  return (
    <Card withBorder component="article" aria-label={name} padding="sm" data-selected={selectedFarekey !== null}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {flightsText(tripSegments(offer, 1))}
          </Text>
          <TripLine segments={tripSegments(offer, 1)} />
          {returnTrip.length > 0 && (
            <>
              <Text fw={600} size="sm">
                Return: {flightsText(returnTrip)}
              </Text>
              <TripLine segments={returnTrip} />
            </>
          )}
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={700} size="lg" data-testid="offer-price">
            <Money minor={parseMinorUnits(fare.totalfare)} currency="INR" />
          </Text>
          <Text size="xs">{fareName(fare.productname, fare.farelabel)}</Text>
          <Badge variant="light" color={fare.refundable === 'Y' ? 'green' : 'gray'}>
            {refundText(fare)}
          </Badge>
          <Text size="xs">{baggageSummary(fare)}</Text>
          <FareVerdict verdict={verdict()} />
        </Stack>
      </Group>
      <Group mt="xs" gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => onFareRules(offer, fare)}
          aria-label={`Fare rules of ${name}`}
        >
          Fare rules
        </Button>
        {others > 0 && (
          <Button
            size="xs"
            variant="default"
            aria-expanded={expanded}
            aria-label={`More fares of ${name}`}
            onClick={() => onToggleFares(offer)}
          >
            More fares ({others})
          </Button>
        )}
        <Button size="xs" onClick={() => onSelect(offer, fare)} aria-label={`Select ${name}`}>
          {selectedFarekey === fare.farekey ? 'Selected' : 'Select'}
        </Button>
      </Group>
      {expanded && (
        <MoreFares
          offer={offer}
          offerName={name}
          fares={shown.fares}
          selectedFarekey={selectedFarekey}
          onFareRules={(f) => onFareRules(offer, f)}
          onSelect={(f) => onSelect(offer, f)}
        />
      )}
    </Card>
  );
});
