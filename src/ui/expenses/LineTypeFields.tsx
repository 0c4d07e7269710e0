import { Accordion, Checkbox, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { VehicleMaster } from '../../contract/masters/vehicles';
import type { DistanceUnit } from '../../domain/expense-amounts';
import { type LineFormState, convertedDistance } from './line-form';

/* The fields that differ by line type: an amount with GST, a drive, or days of per diem. */

export interface LineTypeFieldsProps {
  form: LineFormState;
  set: (change: Partial<LineFormState>) => void;
  vehicles: readonly VehicleMaster[];
}

export function LineTypeFields({ form, set, vehicles }: LineTypeFieldsProps) {
  if (form.linetype === 'mileage') return <MileageFields form={form} set={set} vehicles={vehicles} />;
  if (form.linetype === 'perdiem') {
    return (
      <TextInput
        label="Days"
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={366}
        value={form.days}
        onChange={(e) => set({ days: e.currentTarget.value })}
      />
    );
  }
  return <AmountFields form={form} set={set} />;
}

function AmountFields({ form, set }: Omit<LineTypeFieldsProps, 'vehicles'>) {
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label="Amount"
          required
          inputMode="decimal"
          placeholder="0.00"
          value={form.amount}
          onChange={(e) => set({ amount: e.currentTarget.value.trim() })}
        />
        <TextInput
          label="Currency"
          required
          maxLength={3}
          value={form.currency}
          onChange={(e) => set({ currency: e.currentTarget.value.toUpperCase() })}
        />
      </Group>
      <Select
        label="Payment method"
        allowDeselect={false}
        value={form.paymentmethod}
        data={[
          { value: 'personalcard', label: 'Personal card' },
          { value: 'cash', label: 'Cash' },
          { value: 'companycard', label: 'Company card' },
        ]}
        onChange={(value) => value && set({ paymentmethod: value as LineFormState['paymentmethod'] })}
      />
      <Accordion variant="contained">
        <Accordion.Item value="gst">
          {/* 44 px for a thumb on a phone: the theme's phone sizes leave the accordion's control at 43. */}
          <Accordion.Control mih={{ base: 44, sm: 'auto' }}>GST details</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="GSTIN"
                value={form.gstin}
                onChange={(e) => set({ gstin: e.currentTarget.value.toUpperCase() })}
              />
              {GST_TAXES.map(([key, label]) => (
                <TextInput
                  key={key}
                  label={label}
                  inputMode="decimal"
                  value={form[key]}
                  onChange={(e) => set({ [key]: e.currentTarget.value.trim() })}
                />
              ))}
            </SimpleGrid>
            <Checkbox
              mt="sm"
              label="Input credit eligible"
              checked={form.itceligible}
              onChange={(e) => set({ itceligible: e.currentTarget.checked })}
            />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );
}

/** The GST amounts a receipt may carry, each its own input. */
const GST_TAXES = [
  ['cgst', 'CGST'],
  ['sgst', 'SGST'],
  ['igst', 'IGST'],
] as const;

function MileageFields({ form, set, vehicles }: LineTypeFieldsProps) {
  const converted = convertedDistance(form.distance, form.distanceunit);
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label="Distance"
          required
          inputMode="decimal"
          value={form.distance}
          onChange={(e) => set({ distance: e.currentTarget.value.trim() })}
        />
        <Select
          label="Unit"
          allowDeselect={false}
          value={form.distanceunit}
          data={[
            { value: 'km', label: 'km' },
            { value: 'miles', label: 'miles' },
          ]}
          onChange={(value) => value && set({ distanceunit: value as DistanceUnit })}
        />
      </Group>
      {converted && (
        <Text size="sm" c="dimmed" aria-live="polite">
          That is {converted}.
        </Text>
      )}
      <Select
        label="Vehicle"
        required
        value={form.vehicleid || null}
        data={vehicles.map((v) => ({
          value: v.vehicleid,
          label: `${v.vehicletype}${v.fueltype ? ` (${v.fueltype})` : ''}, ${v.rateperkm} per ${v.unit}`,
        }))}
        onChange={(value) => set({ vehicleid: value ?? '' })}
      />
    </>
  );
}
