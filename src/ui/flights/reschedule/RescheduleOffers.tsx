import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { SelectedFare } from '../../../contract/flights/policy';
import type { FlightRescheduleEvent } from '../../../machines/flights/flight-reschedule.machine';
import type { OfferList } from '../../../machines/flights/flight-search.machine';
import { listTitle, offerText, pickOf } from './reschedule-offers';

export interface RescheduleOffersProps {
  lists: OfferList[];
  picks: (SelectedFare | null)[];
  currency: string;
  quoting: boolean;
  send: (event: FlightRescheduleEvent) => void;
}

/** A flight to pick per list (a domestic round trip: onward and return), each at its cheapest fare. */
export function RescheduleOffers({ lists, picks, currency, quoting, send }: RescheduleOffersProps) {
  return (
    <Stack gap="md">
      {lists.map((list, index) => (
        <Radio.Group
          key={`${index}-${list.origin}-${list.destination}`}
          label={listTitle(list, index, lists.length)}
          value={picks[index]?.flightkey ?? null}
          onChange={(flightkey) => {
            const offer = list.offers.find((o) => o.flightkey === flightkey);
            const fare = offer && pickOf(offer);
            if (fare) send({ type: 'PICK', list: index, fare });
          }}
        >
          <Stack gap={6} mt="xs">
            {list.offers.map((offer) =>
              pickOf(offer) ? (
                <Radio key={offer.flightkey} value={offer.flightkey} label={offerText(offer, currency)} />
              ) : null,
            )}
          </Stack>
        </Radio.Group>
      ))}
      <Text size="xs" c="dimmed">
        Each flight is shown at its cheapest fare, for all travellers, taxes included.
      </Text>
      <Group>
        <Button loading={quoting} onClick={() => send({ type: 'REVIEW' })}>
          Review change
        </Button>
        <Button variant="default" disabled={quoting} onClick={() => send({ type: 'CHANGE_DATES' })}>
          Change dates
        </Button>
      </Group>
    </Stack>
  );
}
