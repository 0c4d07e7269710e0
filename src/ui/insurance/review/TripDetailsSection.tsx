import { BillableCustomerFields } from '../../components/BillableCustomerFields';
import { TripDetailFields } from '../../components/TripDetailFields';
import { ReviewSection } from './ReviewSection';
import type { useInsuranceTripDetails } from './use-insurance-trip-details';

export interface TripDetailsSectionProps {
  details: ReturnType<typeof useInsuranceTripDetails>;
  /** Whose cached customer list the billable customer offers. */
  profileid: string;
}

/** 'Trip Details': purpose, reason, project and billable customer of the cover, marked required as the company says. */
export function TripDetailsSection({ details, profileid }: TripDetailsSectionProps) {
  return (
    <ReviewSection id="trip" title="Trip Details">
      <TripDetailFields
        value={details.value}
        onChange={details.setField}
        masters={details.masters}
        required={details.required}
        errors={details.errors}
      />
      <BillableCustomerFields
        profileid={profileid}
        value={details.billing}
        onChange={details.setBilling}
        required={details.required.billablecustomerrequired}
        error={details.errors.find((e) => e.field === 'customerid')?.message}
      />
    </ReviewSection>
  );
}
