import { useEffect, useState, type ReactNode } from 'react';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import type { AirportDetail } from '../../contract/flights/airports';
import { cachedAirport, rememberAirportPick } from '../../db/airports';
import { getSession } from '../../session/store';
import { type AirportValue, airportDetailLine, airportText } from '../shared/airport-format';
import { useAirportSuggestions } from '../shared/use-airport-suggestions';

export type { AirportValue } from '../shared/airport-format';

export const RECENT_AIRPORTS_LABEL = 'Recent airports';
export const DEFAULT_AIRPORTS_LABEL = 'Popular airports';
export const NO_AIRPORTS_TEXT = 'No airports found';
export const OFFLINE_AIRPORTS_TEXT = 'Offline: airports seen on this device';

export interface AirportFieldProps {
  label: string;
  value: AirportValue | null;
  /** The airport picked from the list; null when the text is cleared. */
  onChange: (airport: AirportDetail | null) => void;
  placeholder?: string;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

const GROUP_LABEL = { recent: RECENT_AIRPORTS_LABEL, default: DEFAULT_AIRPORTS_LABEL, search: '', none: '' } as const;

/**
 * An airport input (docs/product.md#validation-rules airport search): a combobox that offers the user's recent airports
 * (the spec's default airports for a user without history) when empty, and searches code, city and
 * name once the text is longer than 2 characters, from the device's cache when offline.
 */
export function AirportField({ label, value, onChange, placeholder = 'City or airport', error, required, disabled }: AirportFieldProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // What the user is typing; null while the field shows the chosen airport.
  const [draft, setDraft] = useState<string | null>(null);
  const [resolved, setResolved] = useState<AirportDetail | null>(null);
  const [revision, setRevision] = useState(0);
  const suggestions = useAirportSuggestions(draft ?? '', revision);

  // A value that is only a code (from a link) shows its city once the cache knows it.
  const code = value?.code ?? '';
  const bare = !!value && !value.location;
  useEffect(() => {
    if (!bare) return;
    let live = true;
    void cachedAirport(code).then((found) => live && setResolved(found ?? null));
    return () => {
      live = false;
    };
  }, [code, bare]);
  const text = draft ?? airportText(bare && resolved?.code === code ? resolved : value);

  const pick = (airport: AirportDetail) => {
    setDraft(null);
    combobox.closeDropdown();
    onChange(airport);
    const profileid = getSession()?.profilemaster.profileid;
    if (profileid) {
      void rememberAirportPick(profileid, airport)
        .then(() => setRevision((r) => r + 1))
        .catch(() => undefined);
    }
  };

  const { kind, airports, loading, offline } = suggestions;
  const listed = kind === 'none' ? [] : airports;
  const searched = kind === 'search';
  const options = listed.map((airport) => (
    <Combobox.Option value={airport.code} key={airport.code} aria-label={`${airportText(airport)} ${airportDetailLine(airport)}`}>
      <Text size="sm" fw={600}>
        {airportText(airport)}
      </Text>
      <Text size="xs" c="dimmed">
        {airportDetailLine(airport)}
      </Text>
    </Combobox.Option>
  ));

  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(optionCode) => {
        const airport = listed.find((a) => a.code === optionCode);
        if (airport) pick(airport);
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label}
          placeholder={placeholder}
          error={error}
          required={required}
          disabled={disabled}
          autoComplete="off"
          value={text}
          rightSection={loading ? <Loader size={16} aria-label="Searching airports" /> : null}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setDraft(next);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            if (next.trim() === '' && value) onChange(null);
          }}
          onFocus={() => {
            setRevision((r) => r + 1);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setDraft(null);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searched && listed.length === 0}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {offline && searched ? (
            <Text size="xs" c="dimmed" px="xs">
              {OFFLINE_AIRPORTS_TEXT}
            </Text>
          ) : null}
          {GROUP_LABEL[kind] ? <Combobox.Group label={GROUP_LABEL[kind]}>{options}</Combobox.Group> : options}
          {searched && !loading && listed.length === 0 ? <Combobox.Empty>{NO_AIRPORTS_TEXT}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
