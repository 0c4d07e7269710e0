import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Center, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { takeOverLoginShell, type TakenLoginShell } from './login-shell';

export interface LoginFormProps {
  errors: { userid?: string; password?: string };
  /** The server's message (or the offline message) of the last failed attempt. */
  message: string;
  /** A confirmation shown above the form, e.g. after a password reset. */
  notice?: string;
  submitting: boolean;
  onSubmit: (credentials: { userid: string; password: string }) => void;
}

export function LoginForm({ errors, message, notice, submitting, onSubmit }: LoginFormProps) {
  const [userid, setUserid] = useState('');
  const [password, setPassword] = useState('');
  const useridInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // Taken once, kept across React's development double-run of effects.
  const shell = useRef<TakenLoginShell | null | undefined>(undefined);

  // index.html's static form was working until now (docs/architecture.md#first-load): carry over what
  // the user did on it in the same task that removes it, so no keystroke falls between the two.
  useLayoutEffect(() => {
    shell.current ??= takeOverLoginShell();
    const taken = shell.current;
    if (!taken) return;
    setUserid(taken.userid);
    setPassword(taken.password);
    const caretWasIn = taken.focused === 'userid' ? useridInput : taken.focused === 'password' ? passwordInput : null;
    caretWasIn?.current?.focus();
    if (!taken.submitted) return;
    // After every effect of this first render, so the login machine above has started.
    const timer = setTimeout(() => onSubmit({ userid: taken.userid, password: taken.password }));
    return () => clearTimeout(timer);
    // Once, at mount: the static form exists only before the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ userid, password });
  };

  return (
    <Center mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="sm" p="xl" w="100%" maw={400}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1}>Login</Title>
            {notice && !message && (
              <Alert role="status" color="green" variant="light">
                {notice}
              </Alert>
            )}
            {message && (
              <Alert role="alert" color="red" variant="light">
                {message}
              </Alert>
            )}
            <TextInput
              label="Email"
              name="userid"
              type="email"
              autoComplete="username"
              ref={useridInput}
              value={userid}
              onChange={(e) => setUserid(e.currentTarget.value)}
              error={errors.userid}
            />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              ref={passwordInput}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
            />
            <Button type="submit" loading={submitting} fullWidth>
              Login
            </Button>
            <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
              Forgot password?
            </Anchor>
            <Group justify="center" gap="lg">
              <Anchor component={Link} to="/register" size="sm">
                Create an account
              </Anchor>
              <Anchor component={Link} to="/smesignup" size="sm">
                SME sign-up
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
