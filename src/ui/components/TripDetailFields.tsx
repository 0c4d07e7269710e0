import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { RequiredTripDetails, TripDetailProblem } from '../../domain/required-trip-details';
import type { TripDetailMasters } from './trip-detail-masters';
import { TRIP_DETAIL_IDS } from './trip-detail-focus';

/** The choices a book page's trip details hold; '' is "Select". */
export interface TripDetailChoice {
  purpose: string;
  reason: string;
  projectid: string;
}

export interface TripDetailFieldsProps {
  value: TripDetailChoice;
  onChange: (field: keyof TripDetailChoice, value: string) => void;
  masters: Pick<TripDetailMasters, 'purposes' | 'reasons' | 'projects'>;
  /** What the company requires, marked on the labels. */
  required: RequiredTripDetails;
  /** Required details still on "Select" (shown once the user tried to go on). */
  errors: TripDetailProblem[];
}

const withSelect = <T,>(list: T[], value: (t: T) => string, label: (t: T) => string) => [
  { value: '', label: 'Select' },
  ...list.map((t) => ({ value: value(t), label: label(t) })),
];

/**
 * Purpose of travel, reason for travel and project / cost centre, as every book page asks them
 * (the project's cost centre and department go with it); each required one is marked, and its
 * message shows under it.
 */
export function TripDetailFields({ value, onChange, masters, required, errors }: TripDetailFieldsProps) {
  const errorOf = (...fields: TripDetailProblem['field'][]) =>
    errors.find((e) => fields.includes(e.field))?.message ?? undefined;
  const set = (field: keyof TripDetailChoice) => (e: { currentTarget: { value: string } }) =>
    onChange(field, e.currentTarget.value);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NativeSelect
        id={TRIP_DETAIL_IDS.purpose}
        label="Purpose of travel"
        required={required.purposerequired}
        error={errorOf('purpose')}
        data={withSelect(
          masters.purposes,
          (p) => p.id,
          (p) => p.name,
        )}
        value={value.purpose}
        onChange={set('purpose')}
      />
      <NativeSelect
        id={TRIP_DETAIL_IDS.reason}
        label="Reason for travel"
        required={required.reasonrequired}
        error={errorOf('reason')}
        data={withSelect(
          masters.reasons,
          (r) => r.id,
          (r) => r.name,
        )}
        value={value.reason}
        onChange={set('reason')}
      />
      <NativeSelect
        id={TRIP_DETAIL_IDS.projectid}
        label="Project / cost centre"
        required={required.projectrequired || required.costcentrerequired}
        error={errorOf('projectid', 'costcenterid')}
        data={withSelect(
          masters.projects,
          (p) => p.projectid,
          (p) => (p.projectcode ? `${p.projectname} (${p.projectcode})` : p.projectname),
        )}
        value={value.projectid}
        onChange={set('projectid')}
      />
    </SimpleGrid>
  );
}
