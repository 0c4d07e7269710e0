import { Center, Paper, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RegistrationScreen } from '../ui/registration/RegistrationScreen';

export const Route = createFileRoute('/register')({
  component: RegisterPage,
});

/** General sign-up: the registration form with its 'Register As' choice. */
function RegisterPage() {
  return (
    <Center mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="sm" p="xl" w="100%" maw={560}>
        <Stack>
          <Title order={1}>Register</Title>
          <RegistrationScreen companyLabel="Company Name" />
        </Stack>
      </Paper>
    </Center>
  );
}
