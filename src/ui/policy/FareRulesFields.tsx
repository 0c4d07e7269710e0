import { Checkbox, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { AmountInput } from './AmountInput';
import type { FlightSectionProps } from './rules-form';

type AmountField = 'maxdomesticfare' | 'maxinternationalfare' | 'lowestfaremargin';
type NumberField = 'lowestfarepercent' | 'lowestfarewindowminutes' | 'advancepurchasedays';

/** The fare limits that hold everywhere: most per traveller, how far above the lowest fare, how early, refundable, approval. */
export function FareRulesFields({ flight, onChange, errorAt }: FlightSectionProps) {
  const amount = (field: AmountField, label: string) => (
    <AmountInput
      label={label}
      value={flight[field]}
      onChange={(text) => onChange({ [field]: text })}
      error={errorAt(`flight.${field}`)}
    />
  );
  const number = (field: NumberField, label: string, placeholder: string) => (
    <TextInput
      label={label}
      inputMode="numeric"
      placeholder={placeholder}
      value={flight[field]}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
      error={errorAt(`flight.${field}`)}
    />
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {amount('maxdomesticfare', 'Max fare per traveller, domestic')}
        {amount('maxinternationalfare', 'Max fare per traveller, international')}
      </SimpleGrid>
      <Title order={4}>Lowest fare</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {amount('lowestfaremargin', 'Margin above the lowest fare')}
        {number('lowestfarepercent', 'Percent above the lowest fare', 'No limit')}
        {number('lowestfarewindowminutes', 'Compare flights leaving within (minutes)', 'The whole search')}
      </SimpleGrid>
      <Title order={4}>Booking</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {number('advancepurchasedays', 'Book at least (days before departure)', 'Any time')}
      </SimpleGrid>
      <Checkbox
        label="Refundable fares only"
        checked={flight.refundableonly}
        onChange={(e) => onChange({ refundableonly: e.currentTarget.checked })}
      />
      <Checkbox
        label="An out-of-policy fare needs an approval before booking"
        checked={flight.approvalwhenoutofpolicy}
        onChange={(e) => onChange({ approvalwhenoutofpolicy: e.currentTarget.checked })}
      />
    </Stack>
  );
}
