import { PasswordInput } from '@mantine/core';

export interface NewPasswordValues {
  next: string;
  confirm: string;
}

export interface NewPasswordFieldsProps {
  values: NewPasswordValues;
  errors: Partial<Record<keyof NewPasswordValues, string>>;
  onChange: (name: keyof NewPasswordValues, value: string) => void;
}

/** New password and its confirmation, worded alike wherever a password is chosen (change, reset). */
export function NewPasswordFields({ values, errors, onChange }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label="New password"
        description="At least 8 characters with a lowercase letter, an uppercase letter and a digit."
        autoComplete="new-password"
        value={values.next}
        error={errors.next}
        onChange={(e) => onChange('next', e.currentTarget.value)}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        value={values.confirm}
        error={errors.confirm}
        onChange={(e) => onChange('confirm', e.currentTarget.value)}
      />
    </>
  );
}
