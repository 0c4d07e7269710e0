import { Checkbox, Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  INSURANCE_GENDERS,
  INSURANCE_TITLES,
  type InsuranceTravellerForm,
} from '../../../domain/insurance-booking-rules';
import { ReviewSection } from './ReviewSection';
import type { TravellerField } from './review-form';

export interface TravellerDetailsSectionProps {
  travellers: InsuranceTravellerForm[];
  /** Traveller 1's name is the profile's and the company locks it (docs/product.md#validation-rules). */
  firstLocked: boolean;
  /** Offer 'Booking for someone else' (only matters where names are locked). */
  offerSomeoneElse: boolean;
  forSomeoneElse: boolean;
  onChange: (index: number, field: TravellerField, value: string) => void;
  onSomeoneElse: (forSomeoneElse: boolean) => void;
}

const TITLE_OPTIONS = [{ value: '', label: 'Select' }, ...INSURANCE_TITLES.map((t) => ({ value: t, label: t }))];
const GENDER_LABELS: Record<(typeof INSURANCE_GENDERS)[number], string> = { male: 'Male', female: 'Female' };
const GENDER_OPTIONS = [{ value: '', label: 'Select' }, ...INSURANCE_GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))];

/**
 * 'Traveller Details': per traveller title, names, gender and the read-only age of the search.
 * Each control's accessible name says which traveller it belongs to ('Traveller 2 First Name').
 */
export function TravellerDetailsSection(props: TravellerDetailsSectionProps) {
  const { travellers, firstLocked, onChange } = props;
  return (
    <ReviewSection id="travellers" title="Traveller Details">
      {props.offerSomeoneElse && (
        <Checkbox
          label="Booking for someone else"
          checked={props.forSomeoneElse}
          onChange={(e) => props.onSomeoneElse(e.currentTarget.checked)}
        />
      )}
      {travellers.map((pax, index) => {
        const n = index + 1;
        const nameLocked = index === 0 && firstLocked;
        const set = (field: TravellerField) => (e: { currentTarget: { value: string } }) =>
          onChange(index, field, e.currentTarget.value);
        return (
          <Fieldset key={pax.paxnumber} legend={`Traveller ${n}`}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NativeSelect label="Title" aria-label={`Traveller ${n} Title`} data={TITLE_OPTIONS} value={pax.title} onChange={set('title')} />
              <TextInput
                label="First Name"
                aria-label={`Traveller ${n} First Name`}
                value={pax.firstname}
                disabled={nameLocked}
                onChange={set('firstname')}
              />
              <TextInput
                label="Last Name"
                aria-label={`Traveller ${n} Last Name`}
                value={pax.lastname}
                disabled={nameLocked}
                onChange={set('lastname')}
              />
              <NativeSelect label="Gender" aria-label={`Traveller ${n} Gender`} data={GENDER_OPTIONS} value={pax.gender} onChange={set('gender')} />
              <TextInput label="Age" aria-label={`Traveller ${n} Age`} value={String(pax.age)} readOnly />
              <TextInput label="Date of Birth" aria-label={`Traveller ${n} Date of Birth`} value={pax.dob} readOnly />
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </ReviewSection>
  );
}
