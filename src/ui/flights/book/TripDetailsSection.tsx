import { Group, Text, TextInput } from '@mantine/core';
import type { ProfileMaster } from '../../../contract/login';
import { BILLABLE, type RequiredTripDetails, type TripDetailProblem } from '../../../domain/required-trip-details';
import type { FlightReprice } from '../../../machines/flights/flight-booking.logic';
import { BillableCustomerFields } from '../../components/BillableCustomerFields';
import { PolicyBadge } from '../../components/PolicyBadge';
import { TripDetailFields } from '../../components/TripDetailFields';
import { BookSection } from './BookSection';
import { PolicyReasonField } from './PolicyReasonField';
import type { BookMasters } from './book-masters';
import type { TripDetailsForm } from './booking-form';

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

/**
 * 'Trip Details': purpose, reason, project (its cost centre and department go with it); out of
 * policy, the verdict and the required reason for choosing the fare (one the policy offers, or the
 * traveller's own).
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
  const errorOf = (field: TripDetailProblem['field']) => errors.find((e) => e.field === field)?.message;
  const set = (field: keyof TripDetailsForm) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...trip, [field]: e.currentTarget.value });
  const reasons = price.fares.filter((f) => !f.inpolicy && f.policyviolationreason).map((f) => f.policyviolationreason);
  return (
    <BookSection id="trip" title="Trip Details">
      <TripDetailFields
        value={trip}
        onChange={(field, value) => onChange({ ...trip, [field]: value })}
        masters={masters}
        required={required}
        errors={errors}
      />
      <BillableCustomerFields
        profileid={user.profileid}
        value={{ billable: trip.billabletype === BILLABLE, customerid: trip.customerid }}
        onChange={(c) => onChange({ ...trip, billabletype: c.billable ? BILLABLE : '', customerid: c.customerid })}
        required={required.billablecustomerrequired}
        error={errorOf('customerid')}
      />
      {otherReasonNeeded && <TextInput label="Other reason" value={trip.otherreason} onChange={set('otherreason')} />}
      {!price.inpolicy && (
        <Group gap="xs">
          <PolicyBadge inPolicy={false} violationReason={reasons.join('; ')} user={user} />
          {reasons.map((r) => (
            <Text key={r} size="sm" c="red.9">
              {r}
            </Text>
          ))}
        </Group>
      )}
      {price.reasonrequired && (
        <PolicyReasonField
          reasons={price.policyreasons}
          value={trip.policyreason}
          onChange={(policyreason) => onChange({ ...trip, policyreason })}
        />
      )}
    </BookSection>
  );
}
