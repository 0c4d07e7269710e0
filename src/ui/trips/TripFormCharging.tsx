import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { BillableCustomerFields } from '../components/BillableCustomerFields';
import type { FieldsProps } from './TripFormFields';

export interface ProjectOption {
  projectid: string;
  projectname: string;
  projectcode: string;
}

/** The trip's own project when it is no longer offered to new trips (docs/features/masters.md). */
export const KEPT_PROJECT_LABEL = 'Current project (no longer offered)';

const CURRENCIES = ['USD', 'INR', 'EUR', 'GBP', 'AED', 'SGD', 'PHP'];

export interface TripFormChargingProps extends Pick<FieldsProps, 'values' | 'errors' | 'set'> {
  projects: readonly ProjectOption[];
  /** Whose cached billable customers to offer. */
  profileid: string;
  /** The company requires a customer for a billable trip. */
  billableCustomerRequired: boolean;
}

/** Who pays: project / cost centre, billable (to which customer) or not, and the optional imprest (cash advance). */
export function TripFormCharging({
  values,
  errors,
  set,
  projects,
  profileid,
  billableCustomerRequired,
}: TripFormChargingProps) {
  return (
    <>
      <Select
        label="Project / cost centre"
        placeholder={
          projects.length
            ? 'Choose a project'
            : values.triptypeid
              ? 'No projects for this trip type'
              : 'Choose a trip type first'
        }
        data={[
          ...projects.map((p) => ({ value: p.projectid, label: `${p.projectname} (${p.projectcode})` })),
          ...(values.keptProject && !projects.some((p) => p.projectid === values.keptProject?.projectid)
            ? [{ value: values.keptProject.projectid, label: KEPT_PROJECT_LABEL }]
            : []),
        ]}
        value={values.projectid || null}
        error={errors.projectid}
        onChange={(value) => set('projectid', value ?? '')}
        clearable
      />
      <BillableCustomerFields
        profileid={profileid}
        value={{ billable: values.billable, customerid: values.customerid }}
        onChange={(choice) => {
          set('billable', choice.billable);
          set('customerid', choice.customerid);
        }}
        required={billableCustomerRequired}
        error={errors.customerid}
      />
      <Checkbox
        label="Request an imprest (cash advance)"
        checked={values.imprestrequired}
        onChange={(e) => set('imprestrequired', e.currentTarget.checked)}
      />
      {values.imprestrequired && (
        <Group grow align="flex-start">
          <TextInput
            label="Imprest amount"
            required
            inputMode="decimal"
            value={values.imprestamount}
            error={errors.imprestamount}
            onChange={(e) => set('imprestamount', e.currentTarget.value)}
          />
          <Select
            label="Imprest currency"
            required
            data={CURRENCIES}
            value={values.imprestcurrency}
            error={errors.imprestcurrency}
            allowDeselect={false}
            onChange={(value) => set('imprestcurrency', value ?? 'USD')}
          />
        </Group>
      )}
    </>
  );
}
