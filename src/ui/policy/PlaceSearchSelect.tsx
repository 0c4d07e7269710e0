import { useRef, useState } from 'react';
import { Select } from '@mantine/core';
import type { LocationMaster } from '../../contract/location-groups/operations';
import { useServerSearch } from '../components/use-server-search';
import { type Choice, searchPlaces } from './policy-api';


export interface PlaceSearchSelectProps {
  label: string;
  locationtype: 'city' | 'country';
  /** 'IN:Mumbai' or 'IN'; '' before one is picked. */
  value: string;
  /** How the chosen place reads before any search. */
  valueLabel: string;
  onChange: (value: string) => void;
  error?: string;
}

const optionOf = (p: LocationMaster): Choice => ({
  value: p.locationid,
  label: p.locationtype === 'country' ? p.name : `${p.name}, ${p.countryname}`,
});

/** A city or a country found by the server's search as the admin types. */
export function PlaceSearchSelect({ label, locationtype, value, valueLabel, onChange, error }: PlaceSearchSelectProps) {
  const [search, setSearch] = useState('');
  // The option picked last keeps its name while the search moves on.
  const [chosen, setChosen] = useState<Choice | null>(null);
  // The Select shows the chosen place's name as its search text, which must not search again.
  const shown = useRef(valueLabel);

  const found = useServerSearch(search, (text) => searchPlaces(text, locationtype).then((rows) => rows.map(optionOf)), {
    skip: (text) => text.trim() === '' || text === shown.current,
    key: locationtype,
  });

  const current = value ? (chosen?.value === value ? chosen : { value, label: valueLabel }) : null;
  const data = [...(current ? [current] : []), ...found.filter((o) => o.value !== current?.value)];

  return (
    <Select
      label={label}
      placeholder={locationtype === 'city' ? 'Type a city' : 'Type a country'}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={search.trim() ? `No ${locationtype} of that name` : undefined}
      data={data}
      value={value || null}
      onChange={(next) => {
        const option = data.find((o) => o.value === next) ?? null;
        shown.current = option?.label ?? '';
        setChosen(option);
        onChange(next ?? '');
      }}
      error={error}
    />
  );
}
