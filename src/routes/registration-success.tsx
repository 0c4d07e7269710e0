import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, useNavigate, useRouterState } from '@tanstack/react-router';
import '../ui/registration/history-state';

export const Route = createFileRoute('/registration-success')({
  component: RegistrationSuccessPage,
});

/** docs/product.md#screens-and-routes: reached after registration with the work email in navigation state. */
function RegistrationSuccessPage() {
  const email = useRouterState({ select: (s) => s.location.state.registeredEmail });
  const navigate = useNavigate();
  return (
    <Center mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="sm" p="xl" w="100%" maw={480}>
        <Stack>
          <Title order={1}>Registration successful</Title>
          {email ? (
            <Text>
              Your account for <strong data-testid="registered-email">{email}</strong> is ready. Log in with your work
              email and password.
            </Text>
          ) : (
            <Text>Your account is ready. Log in with your work email and password.</Text>
          )}
          <Button onClick={() => void navigate({ to: '/' })}>Login</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
