import { Checkbox, Group, NativeSelect } from '@mantine/core';
import { useBillableCustomers } from '../../db/billable-customers';
import { TRIP_DETAIL_IDS } from './trip-detail-focus';

/** Whom a trip or booking is billed to: billable or not, and then which of the company's customers. */
export interface BillableChoice {
  billable: boolean;
  /** '' is "Select". */
  customerid: string;
}

export interface BillableCustomerFieldsProps {
  /** Whose cached customer list to show (the company's, cached per profile). */
  profileid: string;
  value: BillableChoice;
  onChange: (value: BillableChoice) => void;
  /** The company requires a customer for a billable trip (billablecustomerrequired). */
  required: boolean;
  error?: string;
}

/**
 * The "Billable to a customer" switch and, once on, the customer select; the trip form and the
 * book pages place it among their own fields (docs/features/masters.md).
 */
export function BillableCustomerFields({ profileid, value, onChange, required, error }: BillableCustomerFieldsProps) {
  const customers = useBillableCustomers(profileid);
  return (
    <Group grow align="flex-start">
      <Checkbox
        mt={value.billable ? 'xl' : undefined}
        label="Billable to a customer"
        checked={value.billable}
        onChange={(e) => onChange({ billable: e.currentTarget.checked, customerid: value.customerid })}
      />
      {value.billable && (
        <NativeSelect
          id={TRIP_DETAIL_IDS.customerid}
          label="Billable customer"
          required={required}
          error={error}
          data={[
            { value: '', label: 'Select' },
            ...customers.map((c) => ({ value: c.customerid, label: `${c.name} (${c.code})` })),
          ]}
          value={value.customerid}
          onChange={(e) => onChange({ billable: true, customerid: e.currentTarget.value })}
        />
      )}
    </Group>
  );
}
