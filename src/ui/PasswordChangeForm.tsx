import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { NewPasswordFields } from './components/NewPasswordFields';

export interface PasswordChangeValues {
  current: string;
  next: string;
  confirm: string;
}

export interface PasswordChangeFormProps {
  errors: Partial<Record<keyof PasswordChangeValues, string>>;
  message: string;
  submitting: boolean;
  /** Shown when the account must change its password before anything else. */
  required: boolean;
  onSubmit: (values: PasswordChangeValues) => void;
}

export function PasswordChangeForm({ errors, message, submitting, required, onSubmit }: PasswordChangeFormProps) {
  const [values, setValues] = useState<PasswordChangeValues>({ current: '', next: '', confirm: '' });
  const field = (name: keyof PasswordChangeValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <Paper withBorder p="xl" maw={440} mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1}>Change password</Title>
          {required && <Text>Please choose a new password before you continue.</Text>}
          {message && (
            <Alert role="alert" color="red" variant="light">
              {message}
            </Alert>
          )}
          <PasswordInput label="Current password" autoComplete="current-password" {...field('current')} />
          <NewPasswordFields values={values} errors={errors} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
          <Button type="submit" loading={submitting}>
            Change password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
