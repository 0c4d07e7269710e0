import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { FareSummary, OfferSummary } from '../../../contract/flights/search';
import { fareName } from '../../../domain/flight-codes';
import { parseMinorUnits } from '../../../domain/money';
import { Money } from '../../components/Money';
import { offerName } from './OfferRow';
import classes from './SelectionSummary.module.css';

export interface ChosenFare {
  offer: OfferSummary;
  fare: FareSummary;
}

/** Where Book stands: checking with VALIDATESEARCH, refused (a blocked sector) or the check failed. */
export type BookState = { status: 'idle' } | { status: 'checking' } | { status: 'refused' | 'failed'; message: string };

export interface SelectionSummaryProps {
  /** Per list title, the fare chosen on it. */
  chosen: { title: string; choice: ChosenFare }[];
  /** How many lists need a choice (a domestic round trip: onward and return). */
  needed: number;
  book: BookState;
  onBook: () => void;
}

/**
 * What the user picked and its total; Book once every list has a choice. Book asks VALIDATESEARCH
 * first: a blocked sector is refused here with its reason, and nothing else happens.
 */
export function SelectionSummary({ chosen, needed, book, onBook }: SelectionSummaryProps) {
  if (chosen.length === 0) return null;
  const total = chosen.reduce((sum, c) => sum + parseMinorUnits(c.choice.fare.totalfare), 0n);
  const complete = chosen.length >= needed;
  return (
    <Alert color="blue" title="Your selection" role="region" aria-label="Your selection" className={classes.bar}>
      <Stack gap={4}>
        {chosen.map(({ title, choice }) => (
          <Text size="sm" key={title}>
            {title}: {offerName(choice.offer)} · {fareName(choice.fare.productname, choice.fare.farelabel)} ·{' '}
            <Money minor={parseMinorUnits(choice.fare.totalfare)} currency="INR" />
          </Text>
        ))}
        {complete ? (
          <Group justify="space-between" align="center">
            <Text size="sm" fw={700}>
              Total: <Money minor={total} currency="INR" />
            </Text>
            <Button onClick={onBook} loading={book.status === 'checking'}>
              Book
            </Button>
          </Group>
        ) : (
          <Text size="sm">Choose a flight on each list to see the trip total.</Text>
        )}
        {(book.status === 'refused' || book.status === 'failed') && (
          <Alert
            color="red"
            role="alert"
            title={book.status === 'refused' ? 'This flight cannot be booked' : undefined}
          >
            {book.message}
          </Alert>
        )}
      </Stack>
    </Alert>
  );
}
