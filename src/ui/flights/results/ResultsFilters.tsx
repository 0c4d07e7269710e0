import { Box, Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { OfferFilters } from '../../../domain/flight-filters';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

/** How many filters are set (the price range counts once), for the phone's button. */
function activeCount(f: OfferFilters): number {
  const set = [f.minPaise !== null || f.maxPaise !== null, f.bands.length > 0, f.stops.length > 0, f.carriers.length > 0, f.refundability !== 'any', f.policy !== 'any'];
  return set.filter(Boolean).length;
}

export interface ResultsFiltersProps extends FilterPanelProps {
  /** The browser has had an idle moment since the list first painted. */
  idle: boolean;
  /** Below md (phones, small tablets): the column would sit above the list, so a button opens the filters instead. */
  narrow: boolean | undefined;
}

/**
 * The filters column of a results list. From md up the panel sits beside the list and fills in
 * after the first idle moment (the column is there from the start, so nothing moves). Below md a
 * 'Sort and filter' button, there from the first render, opens the same panel in a sheet: before,
 * about 25 controls sat above the first flight on a phone.
 */
export function ResultsFilters({ idle, narrow, ...panel }: ResultsFiltersProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const active = activeCount(panel.filters);
  return (
    <>
      <Button hiddenFrom="md" variant="default" fullWidth onClick={open}>
        {active === 0 ? 'Sort and filter' : `Sort and filter (${active})`}
      </Button>
      <Box visibleFrom="md">
        {idle && narrow === false && <FilterPanel {...panel} />}
      </Box>
      <Drawer opened={opened} onClose={close} title="Sort and filter">
        <FilterPanel {...panel} />
        <Button mt="md" fullWidth onClick={close}>
          Show flights
        </Button>
      </Drawer>
    </>
  );
}
