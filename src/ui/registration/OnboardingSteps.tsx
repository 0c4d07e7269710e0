import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { numericOnly } from '../../domain/registration';
import type { OnboardingContext, OwnerDetails } from '../../machines/registration/registration-onboarding.machine';
import { NameFields } from './NameFields';

/** The four small forms of SME onboarding; each reports one user action to the machine. */
type Errors = OnboardingContext['errors'];

function submitted(handler: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    handler();
  };
}

export function EmailStep({
  errors,
  busy,
  onSend,
}: {
  errors: Errors;
  busy: boolean;
  onSend: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  return (
    <form onSubmit={submitted(() => onSend(email))} noValidate aria-label="Step 1 of 4">
      <Stack>
        <TextInput
          label="Work Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
        <Button type="submit" loading={busy}>
          Send OTP
        </Button>
      </Stack>
    </form>
  );
}

export function OtpStep(props: {
  notice: string;
  errors: Errors;
  busy: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
}) {
  const [otp, setOtp] = useState('');
  return (
    <form onSubmit={submitted(() => props.onVerify(otp))} noValidate aria-label="Step 2 of 4">
      <Stack>
        {props.notice && <Text>{props.notice}. It is valid for 10 minutes.</Text>}
        <TextInput
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          onChange={(e) => setOtp(numericOnly(e.currentTarget.value))}
          error={props.errors.otp}
        />
        <Group grow>
          <Button type="submit" loading={props.busy}>
            Verify OTP
          </Button>
          <Button variant="default" onClick={props.onResend} disabled={props.busy}>
            Resend OTP
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function DetailsStep({
  errors,
  busy,
  onConfirm,
}: {
  errors: Errors;
  busy: boolean;
  onConfirm: (details: OwnerDetails) => void;
}) {
  const [details, setDetails] = useState<OwnerDetails>({
    salutation: 'Mr',
    first_name: '',
    last_name: '',
    company: '',
    mobile_number: '',
    password: '',
  });
  const set = <K extends keyof OwnerDetails>(name: K, value: OwnerDetails[K]) =>
    setDetails((d) => ({ ...d, [name]: value }));
  return (
    <form onSubmit={submitted(() => onConfirm(details))} noValidate aria-label="Step 3 of 4">
      <Stack>
        <NameFields values={details} errors={errors} onChange={set} />
        <TextInput
          label="SME/Firm Name"
          value={details.company}
          onChange={(e) => set('company', e.currentTarget.value)}
          error={errors.company}
        />
        <TextInput
          label="Mobile"
          inputMode="numeric"
          value={details.mobile_number}
          onChange={(e) => set('mobile_number', numericOnly(e.currentTarget.value))}
          error={errors.mobile_number}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          value={details.password}
          onChange={(e) => set('password', e.currentTarget.value)}
          error={errors.password}
        />
        <Button type="submit" loading={busy}>
          Register Firm
        </Button>
      </Stack>
    </form>
  );
}

export function GstStep({
  errors,
  busy,
  onVerify,
}: {
  errors: Errors;
  busy: boolean;
  onVerify: (gstin: string) => void;
}) {
  const [gstin, setGstin] = useState('');
  return (
    <form onSubmit={submitted(() => onVerify(gstin))} noValidate aria-label="Step 4 of 4">
      <Stack>
        <TextInput
          label="GST Number"
          description="15 characters, for example 27AAPFU0939F1ZV"
          maxLength={15}
          value={gstin}
          onChange={(e) => setGstin(e.currentTarget.value.toUpperCase())}
          error={errors.gstin}
        />
        <Button type="submit" loading={busy}>
          Verify GST
        </Button>
      </Stack>
    </form>
  );
}
