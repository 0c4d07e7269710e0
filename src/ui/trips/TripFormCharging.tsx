import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import type { FieldsProps } from './TripFormFields';

export interface ProjectOption {
  projectid: string;
  projectname: string;
  projectcode: string;
}

const CURRENCIES = ['USD', 'INR', 'EUR', 'GBP', 'AED', 'SGD', 'PHP'];

/** Who pays: project / cost centre, billable or not, and the optional imprest (cash advance). */
export function TripFormCharging({
  values,
  errors,
  set,
  projects,
}: Pick<FieldsProps, 'values' | 'errors' | 'set'> & { projects: readonly ProjectOption[] }) {
  return (
    <>
      <Group grow align="flex-start">
        <Select
          label="Project / cost centre"
          placeholder={
            projects.length
              ? 'Choose a project'
              : values.triptypeid
                ? 'No projects for this trip type'
                : 'Choose a trip type first'
          }
          data={projects.map((p) => ({ value: p.projectid, label: `${p.projectname} (${p.projectcode})` }))}
          value={values.projectid || null}
          error={errors.projectid}
          onChange={(value) => set('projectid', value ?? '')}
          clearable
        />
        <Checkbox
          mt="xl"
          label="Billable to a customer"
          checked={values.billable}
          onChange={(e) => set('billable', e.currentTarget.checked)}
        />
      </Group>
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
