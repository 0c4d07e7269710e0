import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { HotelPlaceWire } from '../../../contract/hotels/search-shapes';
import { MIN_PLACE_TEXT, usePlaceSuggestions, type LoadPlaces } from './use-place-suggestions';

export interface PlaceFieldProps {
  value: HotelPlaceWire | null;
  onChange: (place: HotelPlaceWire | null) => void;
  loadPlaces: LoadPlaces;
  error?: ReactNode;
}

/** The kinds searchhotelplaces answers, in its order; a landmark is a popular place (near a meeting). */
const KINDS = [
  { placetype: 'city', label: 'Cities' },
  { placetype: 'airport', label: 'Airports' },
  { placetype: 'landmark', label: 'Popular places' },
] as const;
export const PLACE_KIND: Readonly<Record<string, string>> = {
  city: 'City',
  airport: 'Airport',
  landmark: 'Popular place',
};

/**
 * "Where": a combobox over searchhotelplaces. Cities, airports and popular places (business
 * districts, tech parks, landmarks) come in groups named by kind, so a place near a meeting is
 * one pick away.
 */
export function PlaceField({ value, onChange, loadPlaces, error }: PlaceFieldProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // What the user is typing; null while the field shows the chosen place.
  const [draft, setDraft] = useState<string | null>(null);
  const { places, loading, failed } = usePlaceSuggestions(draft ?? '', loadPlaces);
  const text = draft ?? value?.placename ?? '';
  const searched = (draft ?? '').trim().length >= MIN_PLACE_TEXT;

  const groups = KINDS.map(({ placetype, label }) => {
    const ofKind = places.filter((p) => p.placetype === placetype);
    if (ofKind.length === 0) return null;
    return (
      <Combobox.Group label={label} key={placetype}>
        {ofKind.map((p) => (
          <Combobox.Option value={p.baseid} key={p.baseid} aria-label={`${p.placename} (${PLACE_KIND[placetype]})`}>
            <Text size="sm">{p.placename}</Text>
          </Combobox.Option>
        ))}
      </Combobox.Group>
    );
  });

  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(baseid) => {
        const place = places.find((p) => p.baseid === baseid);
        if (!place) return;
        setDraft(null);
        combobox.closeDropdown();
        onChange(place);
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label="Where"
          placeholder="City, airport or place (e.g. Whitefield)"
          error={error}
          autoComplete="off"
          value={text}
          rightSection={loading ? <Loader size={16} aria-label="Searching places" /> : null}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setDraft(next);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            if (next.trim() === '' && value) onChange(null);
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setDraft(null);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searched}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {groups}
          {searched && !loading && places.length === 0 ? (
            <Combobox.Empty>
              {failed ? 'Places could not be loaded. Please try again.' : 'No places found'}
            </Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
