import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useServerSearch } from '../components/use-server-search';
import { type Choice, searchPeople } from './policy-api';


export interface PeoplePickerProps {
  /** The people picked, with their names. */
  value: Choice[];
  onChange: (people: Choice[]) => void;
  error?: string;
}

/** People of the company found by the server's search as the admin types (a company may have thousands). */
export function PeoplePicker({ value, onChange, error }: PeoplePickerProps) {
  const [search, setSearch] = useState('');
  const found = useServerSearch(search, searchPeople, { skip: (text) => text.trim() === '' });

  const pickedIds = new Set(value.map((p) => p.value));
  // The picked people stay among the options so their pills keep their names; an emptied box offers only them.
  const offered = search.trim() === '' ? [] : found.filter((p) => !pickedIds.has(p.value));
  const options = [...value, ...offered];

  return (
    <MultiSelect
      label="People"
      description="A person’s own policy wins over their department’s"
      placeholder="Type a name"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={search.trim() ? 'No one of that name' : undefined}
      data={options}
      value={[...pickedIds]}
      onChange={(ids) => onChange(options.filter((o) => ids.includes(o.value)))}
      error={error}
    />
  );
}
