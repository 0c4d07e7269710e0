import { useState } from 'react';
import { Select } from '@mantine/core';
import type { TravellerOption } from '../../contract/dashboards/filter-options';

export interface TravellerSelectProps {
  value: string | undefined;
  travellers: TravellerOption[];
  onSearch: (query: string) => void;
  onChange: (profileid: string | undefined) => void;
}

const labelOf = (t: TravellerOption) => (t.email ? `${t.name} (${t.email})` : t.name);

/**
 * One traveller, searched on the server as the user types (the list is never sent whole). Every
 * answer is shown as it came: the server matched it, on name or e-mail.
 */
export function TravellerSelect({ value, travellers, onSearch, onChange }: TravellerSelectProps) {
  const [search, setSearch] = useState('');
  const data = travellers.map((t) => ({ value: t.profileid, label: labelOf(t) }));
  // A picked traveller the server has not named (yet, or offline) still shows, by their id.
  if (value && !data.some((d) => d.value === value)) data.push({ value, label: value });
  return (
    <Select
      label="Traveller"
      placeholder="Search by name or e-mail"
      searchable
      clearable
      data={data}
      value={value ?? null}
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text);
        onSearch(text);
      }}
      filter={({ options }) => options}
      nothingFoundMessage="No traveller found"
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}
