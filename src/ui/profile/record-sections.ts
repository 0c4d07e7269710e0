import { airlinePreferenceOps, idCardOps, membershipOps, preferredLocationOps } from '../../contract/profile/operations';
import { ID_CARD_TYPES, MEAL_CODES, MEMBERSHIP_KINDS, SEAT_PREFERENCES } from '../../domain/profile-records';
import type { RecordSectionProps } from './RecordSection';

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The profile-side masters that need nothing beyond their own fields (delegation needs colleagues). */
export const RECORD_SECTIONS: readonly RecordSectionProps[] = [
  {
    title: 'ID cards',
    noun: 'ID card',
    ops: idCardOps,
    fields: [
      { name: 'idtype', label: 'ID type', type: 'select', options: choices(ID_CARD_TYPES) },
      { name: 'number', label: 'ID number', type: 'text' },
      { name: 'expiry', label: 'Expiry date', type: 'date', optional: true },
    ],
  },
  {
    title: 'Memberships',
    noun: 'Membership',
    ops: membershipOps,
    fields: [
      { name: 'kind', label: 'Programme type', type: 'select', options: MEMBERSHIP_KINDS.map((k) => ({ value: k, label: k === 'airline' ? 'Airline' : 'Hotel' })) },
      { name: 'programme', label: 'Programme', type: 'text' },
      { name: 'number', label: 'Membership number', type: 'text' },
    ],
  },
  {
    title: 'Airline preferences',
    noun: 'Airline preference',
    ops: airlinePreferenceOps,
    fields: [
      { name: 'airline', label: 'Airline', type: 'text' },
      { name: 'seat', label: 'Seat preference', type: 'select', options: choices(SEAT_PREFERENCES) },
      { name: 'meal', label: 'Meal preference', type: 'select', options: Object.entries(MEAL_CODES).map(([value, label]) => ({ value, label })) },
    ],
  },
  {
    title: 'Preferred locations',
    noun: 'Preferred location',
    ops: preferredLocationOps,
    fields: [
      { name: 'label', label: 'Location name', type: 'text' },
      { name: 'city', label: 'City', type: 'text' },
      { name: 'address', label: 'Address', type: 'text', optional: true },
    ],
  },
];
