import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { PersonalTraveller } from '../../../contract/flights/masters';
import { numericMobile } from '../../../domain/insurance-booking-rules';
import { PAX_NAMES, type TravellerField, type TravellerForm } from './booking-form';

export interface TravellerFieldsetProps {
  n: number;
  traveller: TravellerForm;
  international: boolean;
  /** The travellers the user may pick (the user, and colleagues for travel staff); adults only. */
  pickable: PersonalTraveller[];
  /** Names locked to the profile (company config, docs/product.md#validation-rules). */
  namesLocked: boolean;
  onField: (field: TravellerField, value: string) => void;
  onPick: (picked: PersonalTraveller | null) => void;
}

const ADULT_TITLES = ['Mr', 'Mrs', 'Ms'];
const YOUNG_TITLES = ['Mstr', 'Miss'];
const options = (list: string[]) => [{ value: '', label: 'Select' }, ...list.map((t) => ({ value: t, label: t }))];
const GENDERS = [
  { value: '', label: 'Select' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

const nameOf = (t: PersonalTraveller) => `${t.firstname} ${t.lastname}`.trim() + (t.isprofile ? ' (you)' : '');

/**
 * One traveller: a picker of saved travellers, then title, names, gender, date of birth, and on
 * international flights the passport. Every control's name says whose it is ('Traveller 2 First Name').
 */
export function TravellerFieldset({
  n,
  traveller: t,
  international,
  pickable,
  namesLocked,
  onField,
  onPick,
}: TravellerFieldsetProps) {
  const p = `Traveller ${n}`;
  const set = (field: TravellerField) => (e: { currentTarget: { value: string } }) =>
    onField(field, e.currentTarget.value);
  const picked = pickable.some((c) => c.profileid === t.profileid) ? t.profileid : '';
  return (
    <Fieldset legend={`${p} (${PAX_NAMES[t.paxtype]})`}>
      {t.paxtype === 'ADT' && pickable.length > 0 && (
        <NativeSelect
          label="Saved traveller"
          aria-label={`${p} Saved traveller`}
          mb="sm"
          data={[
            { value: '', label: 'Someone else (type the details)' },
            ...pickable.map((c) => ({ value: c.profileid, label: nameOf(c) })),
          ]}
          value={picked}
          onChange={(e) => onPick(pickable.find((c) => c.profileid === e.currentTarget.value) ?? null)}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label="Title"
          aria-label={`${p} Title`}
          data={options(t.paxtype === 'ADT' ? ADULT_TITLES : YOUNG_TITLES)}
          value={t.title}
          onChange={set('title')}
        />
        <TextInput
          label="First Name"
          aria-label={`${p} First Name`}
          value={t.firstname}
          disabled={namesLocked}
          onChange={set('firstname')}
        />
        <TextInput
          label="Last Name"
          aria-label={`${p} Last Name`}
          value={t.lastname}
          disabled={namesLocked}
          onChange={set('lastname')}
        />
        <NativeSelect
          label="Gender"
          aria-label={`${p} Gender`}
          data={GENDERS}
          value={t.gender}
          onChange={set('gender')}
        />
        <TextInput
          label="Date of Birth"
          aria-label={`${p} Date of Birth`}
          type="date"
          value={t.dob}
          onChange={set('dob')}
        />
        {n === 1 || t.paxtype === 'ADT' ? (
          <TextInput
            label="Mobile"
            aria-label={`${p} Mobile`}
            inputMode="numeric"
            value={t.mobile}
            onChange={(e) => onField('mobile', numericMobile(e.currentTarget.value))}
          />
        ) : null}
        {international && (
          <>
            <TextInput
              label="Passport Number"
              aria-label={`${p} Passport Number`}
              value={t.passportnumber}
              onChange={set('passportnumber')}
            />
            <TextInput
              label="Passport Expiry"
              aria-label={`${p} Passport Expiry`}
              type="date"
              value={t.passportexpiry}
              onChange={set('passportexpiry')}
            />
            <TextInput
              label="Nationality"
              aria-label={`${p} Nationality`}
              value={t.nationality}
              onChange={set('nationality')}
            />
          </>
        )}
      </SimpleGrid>
    </Fieldset>
  );
}
