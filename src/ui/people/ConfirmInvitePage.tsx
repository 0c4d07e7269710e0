import { type FormEvent, useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Invitation } from '../../contract/people/confirm-register';
import { SALUTATIONS } from '../../domain/registration';
import { type ConfirmInput, type Outcome, confirmInviteCalls } from './confirm-invite-calls';
import { type ConfirmValues, confirmErrors } from './person-form-rules';

export interface ConfirmInvitePageProps {
  /** The webtoken of the mailed link; null when the link had none. */
  webtoken: string | null;
  /** Called once the account is confirmed (the route sends the person to login). */
  onDone: () => void;
  calls?: { read: (webtoken: string) => Promise<Outcome<Invitation>>; confirm: (input: ConfirmInput) => Promise<Outcome<unknown>> };
}

export const LINK_INCOMPLETE = 'This link is incomplete. Please open the link from your mail again.';

/** The invitee's page (docs/features/people.md "Invitations"): their names, title, mobile and a password. */
export function ConfirmInvitePage({ webtoken, onDone, calls = confirmInviteCalls }: ConfirmInvitePageProps) {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [message, setMessage] = useState(webtoken ? '' : LINK_INCOMPLETE);
  const [values, setValues] = useState<ConfirmValues>({ title: 'Mr', first_name: '', last_name: '', mobilenumber: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<ConfirmValues>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!webtoken) return;
    void calls.read(webtoken).then((outcome) => {
      if (!outcome.ok) return setMessage(outcome.message);
      const i = outcome.value;
      setInvitation(i);
      setValues((v) => ({ ...v, title: i.title || v.title, first_name: i.first_name, last_name: i.last_name, mobilenumber: i.mobilenumber }));
    });
  }, [webtoken, calls]);

  const set = (name: keyof ConfirmValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = confirmErrors(values);
    setErrors(found);
    if (!webtoken || !invitation || Object.keys(found).length > 0) return;
    setSaving(true);
    const outcome = await calls.confirm({ webtoken, invitation, ...values });
    setSaving(false);
    if (outcome.ok) onDone();
    else setMessage(outcome.message);
  };

  return (
    <Center mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="sm" p="xl" w="100%" maw={440}>
        <Stack>
          <Title order={1}>Join your company on Voyage</Title>
          {message && (
            <Alert role="alert" color="red" variant="light">
              {message}
            </Alert>
          )}
          {webtoken && !invitation && !message && <Loader size="sm" aria-label="Loading your invitation" />}
          {invitation && (
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Stack>
                <Text>
                  {invitation.corporatename} invited {invitation.email}. Set your name and a password to start.
                </Text>
                <Group grow align="start">
                  <Select label="Title" data={[...SALUTATIONS]} value={values.title} onChange={(v) => set('title')(v ?? '')} error={errors.title} allowDeselect={false} />
                  <TextInput label="First name" value={values.first_name} onChange={(e) => set('first_name')(e.currentTarget.value)} error={errors.first_name} autoComplete="given-name" />
                </Group>
                <TextInput label="Last name" value={values.last_name} onChange={(e) => set('last_name')(e.currentTarget.value)} error={errors.last_name} autoComplete="family-name" />
                <TextInput label="Mobile number" value={values.mobilenumber} onChange={(e) => set('mobilenumber')(e.currentTarget.value)} error={errors.mobilenumber} autoComplete="tel" inputMode="tel" />
                <PasswordInput
                  label="New password"
                  description="At least 8 characters with a lowercase letter, an uppercase letter and a digit."
                  autoComplete="new-password"
                  value={values.password}
                  error={errors.password}
                  onChange={(e) => set('password')(e.currentTarget.value)}
                />
                <PasswordInput label="Confirm new password" autoComplete="new-password" value={values.confirm} error={errors.confirm} onChange={(e) => set('confirm')(e.currentTarget.value)} />
                <Button type="submit" loading={saving} fullWidth>
                  Activate my account
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
