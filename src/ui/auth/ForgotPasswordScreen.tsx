import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthCard } from './AuthCard';
import { type ResetOutcome, passwordResetCalls } from './password-reset-calls';

export const EMAIL_REQUIRED = 'Please enter Email';

/**
 * Asks for a reset link. The answer is the same whether or not the email has an account, so the
 * screen shows the server's sentence as it is and never says more.
 */
export function ForgotPasswordScreen({ request = passwordResetCalls.request }: { request?: (email: string) => Promise<ResetOutcome> }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(EMAIL_REQUIRED);
    setError('');
    setSending(true);
    setOutcome(await request(email.trim()));
    setSending(false);
  };

  return (
    <AuthCard title="Forgot password">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">Enter the email you log in with. We will mail you a link to choose a new password.</Text>
          {outcome && (
            <Alert role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'green' : 'red'} variant="light">
              {outcome.message}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="username" value={email} error={error} onChange={(e) => setEmail(e.currentTarget.value)} />
          <Button type="submit" loading={sending} fullWidth>
            Send reset link
          </Button>
          <Anchor component={Link} to="/" size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
