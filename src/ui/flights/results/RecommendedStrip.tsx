import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FlightRecommendationWire } from '../../../contract/flights/recommendations';
import type { FareSummary, OfferSummary } from '../../../contract/flights/search';
import { parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';
import { flightsText, tripSegments } from './offer-format';

export interface RecommendedStripProps {
  /** The recommendations of this list. */
  recommendations: FlightRecommendationWire[];
  /** The list's offers: a recommendation is shown only when its flight and fare are in it. */
  offers: OfferSummary[];
  selectedFarekey: string | null;
  /** A 'Why?' was opened (feedback's is_dropdown_opened). */
  onWhy: () => void;
  onSelect: (offer: OfferSummary, fare: FareSummary, recommendation: FlightRecommendationWire) => void;
}

/** 'Recommended' above a list of results: up to 3 cards (label, flight, price, Why?, Select). */
export function RecommendedStrip({ recommendations, offers, selectedFarekey, onWhy, onSelect }: RecommendedStripProps) {
  const [open, setOpen] = useState<string | null>(null);
  const cards = recommendations.slice(0, 3).flatMap((r) => {
    const offer = offers.find((o) => o.flightkey === r.flightkey);
    const fare = offer?.fares.find((f) => f.farekey === r.farekey);
    return offer && fare ? [{ r, offer, fare }] : [];
  });
  if (cards.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label="Recommended">
      <Text fw={600} size="sm">
        Recommended
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {cards.map(({ r, offer, fare }) => {
          const name = flightsText(tripSegments(offer, 1));
          const whyOpen = open === r.flightkey;
          return (
            <Card key={r.flightkey} withBorder padding="xs" component="article" aria-label={`${r.label}: ${name}`}>
              <Text size="xs" fw={700} c="blue.9">
                {r.label}
              </Text>
              <Text size="sm">{name}</Text>
              <Text fw={700}>
                <Money minor={parseMinorUnits(fare.totalfare)} currency="INR" />
              </Text>
              <Group gap="xs" mt={4}>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-expanded={whyOpen}
                  aria-label={`Why ${r.label.toLowerCase()}?`}
                  onClick={() => {
                    if (!whyOpen) onWhy();
                    setOpen(whyOpen ? null : r.flightkey);
                  }}
                >
                  Why?
                </Button>
                <Button
                  size="compact-xs"
                  onClick={() => onSelect(offer, fare, r)}
                  aria-label={`Select ${r.label.toLowerCase()}: ${name}`}
                >
                  {selectedFarekey === fare.farekey ? 'Selected' : 'Select'}
                </Button>
              </Group>
              {whyOpen && (
                <Text size="xs" mt={4}>
                  {r.reason}
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
