import { Alert, Stack, Text } from '@mantine/core';
import type { FlightFare, FlightOffer } from '../../../domain/flight-offer';
import { parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';
import { offerName } from './OfferRow';

export interface ChosenFare {
  offer: FlightOffer;
  fare: FlightFare;
}

export interface SelectionSummaryProps {
  /** Per list title, the fare chosen on it. */
  chosen: { title: string; choice: ChosenFare }[];
  /** How many lists need a choice (a domestic round trip: onward and return). */
  needed: number;
}

/**
 * What the user picked. Booking comes next session: this names the fares and their total and says
 * plainly that booking is not open yet, rather than offering a button that books nothing.
 */
export function SelectionSummary({ chosen, needed }: SelectionSummaryProps) {
  if (chosen.length === 0) return null;
  const total = chosen.reduce((sum, c) => sum + parseMinorUnits(c.choice.fare.totalfare), 0n);
  return (
    <Alert color="blue" title="Your selection" role="region" aria-label="Your selection">
      <Stack gap={4}>
        {chosen.map(({ title, choice }) => (
          <Text size="sm" key={title}>
            {title}: {offerName(choice.offer)} · {choice.fare.productname} ·{' '}
            <Money minor={parseMinorUnits(choice.fare.totalfare)} currency={choice.fare.currency} />
          </Text>
        ))}
        {chosen.length < needed ? (
          <Text size="sm">Choose a flight on each list to see the trip total.</Text>
        ) : (
          <Text size="sm" fw={700}>
            Total: <Money minor={total} currency={chosen[0]!.choice.fare.currency} />
          </Text>
        )}
        <Text size="sm">Booking flights online opens soon; this selection is not booked.</Text>
      </Stack>
    </Alert>
  );
}
