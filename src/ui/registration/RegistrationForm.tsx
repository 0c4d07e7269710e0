import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Radio, Stack, TextInput } from '@mantine/core';
import {
  REGISTER_AS,
  numericOnly,
  type RegistrationCategory,
  type RegistrationErrors,
  type RegistrationFields,
} from '../../domain/registration';
import { NameFields } from './NameFields';

const REGISTER_AS_LABELS: Record<(typeof REGISTER_AS)[number], string> = {
  businesstraveller: 'Business Traveller',
  corporate: 'Corporate',
};

export interface RegistrationFormProps {
  /** 'sme' on the sme page (no choice: docs/product.md#registration); otherwise the form offers 'Register As'. */
  forcedCategory?: RegistrationCategory;
  companyLabel: string;
  errors: RegistrationErrors;
  submitting: boolean;
  onSubmit: (fields: RegistrationFields) => void;
  onLogin: () => void;
}

export function RegistrationForm({
  forcedCategory,
  companyLabel,
  errors,
  submitting,
  onSubmit,
  onLogin,
}: RegistrationFormProps) {
  const [fields, setFields] = useState<RegistrationFields>({
    salutation: 'Mr',
    first_name: '',
    last_name: '',
    company: '',
    contact_email: '',
    mobile_number: '',
    password: '',
    user_category: forcedCategory ?? 'businesstraveller',
  });
  const set = <K extends keyof RegistrationFields>(name: K, value: RegistrationFields[K]) =>
    setFields((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(forcedCategory ? { ...fields, user_category: forcedCategory } : fields);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Registration">
      <Stack>
        {!forcedCategory && (
          <Radio.Group
            label="Register As"
            value={fields.user_category}
            onChange={(value) => set('user_category', value as RegistrationCategory)}
          >
            <Group mt="xs">
              {REGISTER_AS.map((category) => (
                <Radio key={category} value={category} label={REGISTER_AS_LABELS[category]} />
              ))}
            </Group>
          </Radio.Group>
        )}
        <NameFields values={fields} errors={errors} onChange={set} />
        <TextInput
          label={companyLabel}
          autoComplete="organization"
          value={fields.company}
          onChange={(e) => set('company', e.currentTarget.value)}
          error={errors.company}
        />
        <TextInput
          label="Work Email"
          type="email"
          autoComplete="email"
          value={fields.contact_email}
          onChange={(e) => set('contact_email', e.currentTarget.value)}
          error={errors.contact_email}
        />
        <TextInput
          label="Mobile"
          inputMode="numeric"
          autoComplete="tel-national"
          value={fields.mobile_number}
          onChange={(e) => set('mobile_number', numericOnly(e.currentTarget.value))}
          error={errors.mobile_number}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          value={fields.password}
          onChange={(e) => set('password', e.currentTarget.value)}
          error={errors.password}
        />
        <Button type="submit" loading={submitting} fullWidth>
          Register
        </Button>
        <Button variant="subtle" onClick={onLogin}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
