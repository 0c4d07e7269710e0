import { Group, NativeSelect, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { ProfileMaster } from '../../../contract/login';
import type { RequiredTripDetails, TripDetailProblem } from '../../../domain/required-trip-details';
import type { FlightReprice } from '../../../machines/flights/flight-booking.logic';
import { PolicyBadge } from '../../components/PolicyBadge';
import { BookSection } from './BookSection';
import type { BookMasters } from './book-masters';
import type { TripDetailsForm } from './booking-form';
import { TRIP_DETAIL_IDS } from './trip-detail-focus';

export interface TripDetailsSectionProps {
  trip: TripDetailsForm;
  onChange: (trip: TripDetailsForm) => void;
  masters: BookMasters;
  price: FlightReprice;
  otherReasonNeeded: boolean;
  user: ProfileMaster;
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
 * 'Trip Details': purpose, reason, project (its cost centre and department go with it); out of
 * policy, the verdict and the required reason for choosing the fare.
 */
export function TripDetailsSection({
  trip,
  onChange,
  masters,
  price,
  otherReasonNeeded,
  user,
  required,
  errors,
}: TripDetailsSectionProps) {
  const errorOf = (...fields: TripDetailProblem['field'][]) =>
    errors.find((e) => fields.includes(e.field))?.message ?? undefined;
  const set = (field: keyof TripDetailsForm) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...trip, [field]: e.currentTarget.value });
  const reasons = price.fares.filter((f) => !f.inpolicy && f.policyviolationreason).map((f) => f.policyviolationreason);
  return (
    <BookSection id="trip" title="Trip Details">
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
          value={trip.purpose}
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
          value={trip.reason}
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
          value={trip.projectid}
          onChange={set('projectid')}
        />
      </SimpleGrid>
      {otherReasonNeeded && <TextInput label="Other reason" value={trip.otherreason} onChange={set('otherreason')} />}
      {!price.inpolicy && (
        <Group gap="xs">
          <PolicyBadge inPolicy={false} violationReason={reasons.join('; ')} user={user} />
          {reasons.map((r) => (
            <Text key={r} size="sm" c="red.7">
              {r}
            </Text>
          ))}
        </Group>
      )}
      {price.reasonrequired && (
        <Textarea
          label="Reason for choosing an out-of-policy fare"
          required
          minRows={2}
          value={trip.policyreason}
          onChange={set('policyreason')}
        />
      )}
    </BookSection>
  );
}
