import { TextInput } from '@mantine/core';
import { rupees } from './rupees';

export interface AmountInputProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  /** Empty means this: 'No limit' unless said otherwise. */
  placeholder?: string;
}

/** A rupee amount typed plainly ('120000'), read back under the field with Indian grouping ('₹1,20,000'). */
export function AmountInput({ label, value, onChange, error, placeholder = 'No limit' }: AmountInputProps) {
  return (
    <TextInput
      label={label}
      leftSection="₹"
      inputMode="decimal"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      description={error ? undefined : rupees(value)}
      error={error}
    />
  );
}
