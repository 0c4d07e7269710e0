import { NativeSelect, Select, SimpleGrid } from '@mantine/core';
import { PLACE_TYPES, PLACE_TYPE_LABELS, type PlaceType } from '../../contract/policy/rules';
import { AirportField } from '../components/AirportField';
import { PlaceSearchSelect } from './PlaceSearchSelect';
import { placeName } from './place-names';
import type { Choice } from './policy-api';

export interface PlaceFieldProps {
  /** 'From', 'To', 'Place'. */
  label: string;
  /** The kinds of place offered; every kind unless said (a hotel cap names no airport). */
  types?: readonly PlaceType[];
  type: PlaceType;
  /** An airport code, 'IN:Mumbai', 'IN', a location group's id, or '' for anywhere. */
  value: string;
  /** The place's name as the server gave it, when it did (a blocked sector's ends). */
  name?: string;
  /** The company's location groups. */
  groups: readonly Choice[];
  onChange: (type: PlaceType, value: string) => void;
  error?: string;
}

const typeOptions = (types: readonly PlaceType[]) => types.map((t) => ({ value: t, label: PLACE_TYPE_LABELS[t] }));

/** A place a rule names (a sector end of a fare cap or blocked sector, a hotel cap's place): what kind of place, then the place itself, picked from its list. */
export function PlaceField({ label, types = PLACE_TYPES, type, value, name, groups, onChange, error }: PlaceFieldProps) {
  const valueLabel = `${label} ${PLACE_TYPE_LABELS[type].toLowerCase()}`;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <NativeSelect
        label={label}
        data={typeOptions(types)}
        value={type}
        // Another kind of place starts empty: an airport code is no city.
        onChange={(e) => onChange(e.currentTarget.value as PlaceType, '')}
        error={type === 'any' ? error : undefined}
      />
      {type === 'airport' && (
        <AirportField
          label={valueLabel}
          value={value ? { code: value } : null}
          onChange={(airport) => onChange('airport', airport?.code ?? '')}
          error={error}
        />
      )}
      {(type === 'city' || type === 'country') && (
        <PlaceSearchSelect
          key={type}
          label={valueLabel}
          locationtype={type}
          value={value}
          valueLabel={name || placeName(type, value, groups)}
          onChange={(next) => onChange(type, next)}
          error={error}
        />
      )}
      {type === 'group' && (
        <Select
          label={valueLabel}
          placeholder="Choose a group"
          data={[...groups]}
          value={value || null}
          onChange={(next) => onChange('group', next ?? '')}
          error={error}
          searchable
        />
      )}
    </SimpleGrid>
  );
}
