import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { api } from '../../api';
import { dashboardFilterOptions, type FilterOption, type TravellerOption } from '../../contract/dashboards/filter-options';

export interface FilterOptions {
  departments: FilterOption[];
  costcentres: FilterOption[];
  projects: FilterOption[];
  travellers: TravellerOption[];
}

const NONE: FilterOptions = { departments: [], costcentres: [], projects: [], travellers: [] };

/** How long typing pauses before the travellers are searched. */
export const TRAVELLER_SEARCH_DELAY_MS = 300;

/**
 * What the dashboard's filter can pick (TG-DASHBOARDFILTEROPTIONS): the masters, and the travellers
 * matching what was typed, plus the picked one so a shared link names them. The last answer stays
 * while the next is asked; offline there are none, and the pickers show the picked ids as they are.
 */
export function useFilterOptions(travellerQuery: string, traveller: string | undefined): FilterOptions {
  const [query] = useDebouncedValue(travellerQuery.trim(), TRAVELLER_SEARCH_DELAY_MS);
  const [options, setOptions] = useState(NONE);
  useEffect(() => {
    let current = true;
    api.callOperation(dashboardFilterOptions, { travellerquery: query, traveller: traveller ?? '' }).then(
      (answer) => current && setOptions(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [query, traveller]);
  return options;
}
