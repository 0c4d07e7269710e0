import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { validateNewPassword } from '../../machines/auth/password-change.logic';
import { NewPasswordFields, type NewPasswordValues } from '../components/NewPasswordFields';
import { AuthCard } from './AuthCard';
import { type ResetOutcome, passwordResetCalls } from './password-reset-calls';

export interface ResetPasswordScreenProps {
  /** The token of the mailed link; null when the link had none. */
  token: string | null;
  /** Called once the server set the new password (the route sends the user to login). */
  onDone: () => void;
  reset?: (token: string, password: string) => Promise<ResetOutcome>;
}

export const LINK_INCOMPLETE = 'This reset link is incomplete. Please open the link from the mail again or request a new one.';

/** Chooses a new password with the mailed token, under the same rules as a password change. */
export function ResetPasswordScreen({ token, onDone, reset = passwordResetCalls.reset }: ResetPasswordScreenProps) {
  const [values, setValues] = useState<NewPasswordValues>({ next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<NewPasswordValues>>({});
  const [message, setMessage] = useState(token ? '' : LINK_INCOMPLETE);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (!token || Object.keys(found).length > 0) return;
    setSaving(true);
    const outcome = await reset(token, values.next);
    setSaving(false);
    if (outcome.ok) onDone();
    else setMessage(outcome.message);
  };

  return (
    <AuthCard title="Reset password">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          {message && (
            <Alert role="alert" color="red" variant="light">
              {message}
            </Alert>
          )}
          <NewPasswordFields values={values} errors={errors} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
          <Button type="submit" loading={saving} disabled={!token} fullWidth>
            Set new password
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
            Request a new link
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
