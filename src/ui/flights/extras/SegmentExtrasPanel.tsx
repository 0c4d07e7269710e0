/* One flight segment's add-ons for the traveller now choosing: meal, extra baggage, seat. */
import { Alert, Loader, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { ExtraSelection } from '../../../contract/flights/booking';
import type { FareExtrasState } from './use-fare-extras';
import {
  chosenCode,
  findSeatMap,
  optionLabel,
  seatHolders,
  toggleSeat,
  withChoice,
  type PickerTraveller,
  type SegmentTab,
} from './extras-model';
import { SeatMapGrid } from './SeatMapGrid';

export const ADDONS_UNAVAILABLE = 'Add-ons are not available for this flight';
export const SEATS_UNAVAILABLE = 'Seat selection is not available for this flight.';
export const INFANT_NO_SEAT = 'Infants travel on an adult’s lap and get no seat of their own.';

/** Says the choice in words, and how to undo it: the seat buttons alone are a lot to scan. */
const seatLine = (seatno: string, name: string) =>
  seatno
    ? `Seat ${seatno} for ${name} (choose it again to give it back)`
    : `No seat chosen for ${name}: choose one below, or leave it to the airline.`;

export interface SegmentExtrasPanelProps {
  tab: SegmentTab;
  state: FareExtrasState[string];
  value: readonly ExtraSelection[];
  travellers: readonly PickerTraveller[];
  labels: readonly string[];
  active: number;
  onEdit: (next: ExtraSelection[]) => void;
}

export function SegmentExtrasPanel({ tab, state, value, travellers, labels, active, onEdit }: SegmentExtrasPanelProps) {
  const holders = useMemo(() => seatHolders(value, tab), [value, tab]);
  if (state === undefined) {
    return (
      <Stack align="center" py="md" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading meals, baggage and seats…</Text>
      </Stack>
    );
  }
  if (state === 'failed') {
    return (
      <Alert color="yellow" role="alert" title={ADDONS_UNAVAILABLE}>
        You can book without them.
      </Alert>
    );
  }
  const ssr = state.ssr.find((s) => s.tripnumber === tab.tripnumber && s.segmentindex === tab.segmentindex);
  const map = findSeatMap(state, tab);
  const traveller = travellers[active];
  const name = traveller?.label ?? '';
  const set = (ssrtype: ExtraSelection['ssrtype']) => (code: string) =>
    onEdit(withChoice(value, tab, active, ssrtype, code));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ssr?.meals.length ? (
          <NativeSelect
            label={`Meal for ${name}`}
            value={chosenCode(value, tab, active, 'meal')}
            onChange={(e) => set('meal')(e.currentTarget.value)}
            data={[
              { value: '', label: 'No meal' },
              ...ssr.meals.map((m) => ({ value: m.code, label: optionLabel(m) })),
            ]}
          />
        ) : (
          <Text size="sm">No meals are served on this flight.</Text>
        )}
        {ssr?.baggage.length ? (
          <NativeSelect
            label={`Extra baggage for ${name}`}
            value={chosenCode(value, tab, active, 'baggage')}
            onChange={(e) => set('baggage')(e.currentTarget.value)}
            data={[
              { value: '', label: 'No extra baggage' },
              ...ssr.baggage.map((b) => ({ value: b.code, label: optionLabel(b) })),
            ]}
          />
        ) : (
          <Text size="sm">No extra baggage can be bought on this flight.</Text>
        )}
      </SimpleGrid>
      {traveller?.paxtype === 'INF' ? (
        <Text size="sm">{INFANT_NO_SEAT}</Text>
      ) : map ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {seatLine(chosenCode(value, tab, active, 'seat'), name)}
          </Text>
          <SeatMapGrid
            map={map}
            holders={holders}
            active={active}
            labels={labels}
            onSeat={(seatno) => onEdit(toggleSeat(value, tab, active, seatno))}
          />
        </Stack>
      ) : (
        <Text size="sm">{SEATS_UNAVAILABLE}</Text>
      )}
    </Stack>
  );
}
