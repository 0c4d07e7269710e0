import { Box, Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { HotelFilters } from '../../../domain/hotel-filters';
import { HotelFilterPanel, type HotelFilterPanelProps } from './HotelFilterPanel';

/** How many filters are set (the price range counts once), for the phone's button. */
function activeCount(f: HotelFilters): number {
  const set = [
    f.minPaise !== null || f.maxPaise !== null,
    f.stars.length > 0,
    f.maxDistanceKm !== null,
    f.amenities.length > 0,
    f.refundableOnly,
    f.inPolicyOnly,
  ];
  return set.filter(Boolean).length;
}

export interface HotelResultsFiltersProps extends HotelFilterPanelProps {
  /** The browser has had an idle moment since the list first painted. */
  idle: boolean;
  /** Below md: a button opens the filters in a sheet instead of a column above the list. */
  narrow: boolean | undefined;
}

/**
 * The filters column beside the hotels (md and up, filled after the first idle moment), or below
 * md a 'Sort and filter' button opening the same panel in a drawer: as the flight results do.
 */
export function HotelResultsFilters({ idle, narrow, ...panel }: HotelResultsFiltersProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const active = activeCount(panel.filters);
  return (
    <>
      <Button hiddenFrom="md" variant="default" fullWidth onClick={open}>
        {active === 0 ? 'Sort and filter' : `Sort and filter (${active})`}
      </Button>
      <Box visibleFrom="md">{idle && narrow === false && <HotelFilterPanel {...panel} />}</Box>
      <Drawer opened={opened} onClose={close} title="Sort and filter">
        <HotelFilterPanel {...panel} />
        <Button mt="md" fullWidth onClick={close}>
          Show hotels
        </Button>
      </Drawer>
    </>
  );
}
