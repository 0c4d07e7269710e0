import { Autocomplete, Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { isOtherReason } from '../../domain/trip-purpose';
import { AirportField } from '../components/AirportField';
import { type TripMark, TripDatePicker } from '../components/TripDatePicker';
import { airportFromText, airportText } from '../shared/airport-format';
import { COUNTRY_OPTIONS } from './countries';
import type { TripFormErrors, TripFormValues } from './trip-form';
import { MONTH_NAV } from '../shared/trip-format';

/** No company reason list is served (the spec's TG-GETPURPOSES is not in this release): suggestions, free text allowed. */
const REASON_SUGGESTIONS = ['Client meeting', 'Conference', 'Training', 'Internal meeting', 'Project work', 'Other'];
const TRAVEL_CLASSES = [
  { value: 'economy', label: 'Economy' },
  { value: 'premiumeconomy', label: 'Premium economy' },
  { value: 'business', label: 'Business' },
  { value: 'first', label: 'First' },
];

export interface TripTypeChoice {
  triptypeid: string;
  triptypename: string;
  domint: string;
}

export interface FieldsProps {
  values: TripFormValues;
  errors: TripFormErrors;
  set: <K extends keyof TripFormValues>(field: K, value: TripFormValues[K]) => void;
  tripTypes: readonly TripTypeChoice[];
  marks: readonly TripMark[];
}

/** Where, when and why: the trip's own fields. */
export function TripFormFields({ values, errors, set, tripTypes, marks }: FieldsProps) {
  return (
    <>
      <TextInput
        label="Trip name"
        required
        value={values.tripname}
        error={errors.tripname}
        onChange={(e) => set('tripname', e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Autocomplete
          label="Travel reason"
          required
          data={REASON_SUGGESTIONS}
          value={values.travelreason}
          error={errors.travelreason}
          onChange={(value) => set('travelreason', value)}
        />
        {isOtherReason(values.travelreason) && (
          <TextInput
            label="Other reason"
            required
            value={values.otherreason}
            error={errors.otherreason}
            onChange={(e) => set('otherreason', e.currentTarget.value)}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {/* The trip keeps the text 'Bengaluru (BLR)': the contract's origin and destination are text. */}
        <AirportField
          label="Origin"
          required
          value={airportFromText(values.origin)}
          error={errors.origin}
          onChange={(airport) => set('origin', airport ? airportText(airport) : '')}
        />
        <AirportField
          label="Destination"
          required
          value={airportFromText(values.destination)}
          error={errors.destination}
          onChange={(airport) => set('destination', airport ? airportText(airport) : '')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label="Destination countries"
          required
          searchable
          data={COUNTRY_OPTIONS}
          value={values.destinationcountries}
          error={errors.destinationcountries}
          onChange={(value) => set('destinationcountries', value)}
        />
        <Select
          label="Trip type"
          placeholder={tripTypes.length ? 'Domestic or international' : 'No trip types available'}
          data={tripTypes.map((t) => ({ value: t.triptypeid, label: `${t.triptypename} (${t.domint})` }))}
          value={values.triptypeid || null}
          error={errors.triptypeid}
          onChange={(value) => set('triptypeid', value ?? '')}
          clearable
        />
      </SimpleGrid>
      <Group grow align="flex-start">
        <TripDatePicker
          {...MONTH_NAV}
          label="From date"
          required
          marks={marks}
          value={values.fromdate || null}
          error={errors.fromdate}
          onChange={(value) => set('fromdate', value ?? '')}
        />
        <TripDatePicker
          {...MONTH_NAV}
          label="To date"
          required
          marks={marks}
          minDate={values.fromdate || undefined}
          value={values.todate || null}
          error={errors.todate}
          onChange={(value) => set('todate', value ?? '')}
        />
        <Select
          label="Travel class"
          data={TRAVEL_CLASSES}
          value={values.travelclass}
          allowDeselect={false}
          onChange={(value) => set('travelclass', value ?? 'economy')}
        />
      </Group>
    </>
  );
}
