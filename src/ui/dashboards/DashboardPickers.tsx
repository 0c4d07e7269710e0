import { useState } from 'react';
import { Select, Switch } from '@mantine/core';
import type { FilterOption } from '../../contract/dashboards/filter-options';
import type { DashboardFilter } from './dashboard-search-params';
import { TravellerSelect } from './TravellerSelect';
import { useFilterOptions } from './use-filter-options';

export interface DashboardPickersProps {
  filter: DashboardFilter;
  onChange: (next: DashboardFilter) => void;
}

/** Retired masters stay pickable: history is still charged to them. */
const optionsOf = (list: FilterOption[], picked: string | undefined) => {
  const data = list.map((o) => ({ value: o.id, label: o.active ? o.name : `${o.name} (retired)` }));
  return picked && !data.some((d) => d.value === picked) ? [...data, { value: picked, label: picked }] : data;
};

type MasterPick = 'department' | 'costcentre' | 'project';
const MASTERS: { pick: MasterPick; label: string; list: 'departments' | 'costcentres' | 'projects' }[] = [
  { pick: 'department', label: 'Department', list: 'departments' },
  { pick: 'costcentre', label: 'Cost centre', list: 'costcentres' },
  { pick: 'project', label: 'Project', list: 'projects' },
];

/** The filter's picks beyond the window: who was charged, one traveller, and prepaid bookings only. */
export function DashboardPickers({ filter, onChange }: DashboardPickersProps) {
  const [query, setQuery] = useState('');
  const options = useFilterOptions(query, filter.traveller);
  // An empty pick leaves the URL, not as an empty value.
  const pick = (name: keyof DashboardFilter, value: string | true | undefined) => onChange({ ...filter, [name]: value || undefined });
  return (
    <>
      {MASTERS.map(({ pick: name, label, list }) => (
        <Select
          key={name}
          label={label}
          placeholder="Any"
          searchable
          clearable
          data={optionsOf(options[list], filter[name])}
          value={filter[name] ?? null}
          onChange={(value) => pick(name, value ?? undefined)}
        />
      ))}
      <TravellerSelect value={filter.traveller} travellers={options.travellers} onSearch={setQuery} onChange={(id) => pick('traveller', id)} />
      <Switch
        label="Prepaid only"
        description="Paid up front by wallet or card, not billed to the company account"
        checked={filter.prepaid === true}
        onChange={(e) => pick('prepaid', e.currentTarget.checked || undefined)}
      />
    </>
  );
}
