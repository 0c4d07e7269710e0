import { Button, Center, Paper, Stack, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { OnboardingScreen } from '../ui/registration/OnboardingScreen';

/** /smesignup/onboard (not nested in the sme page's layout): SME onboarding with OTP and GST. */
export const Route = createFileRoute('/smesignup_/onboard')({
  component: OnboardPage,
});

function OnboardPage() {
  const navigate = useNavigate();
  return (
    <Center mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="sm" p="xl" w="100%" maw={640}>
        <Stack>
          <Title order={1}>Onboard your firm</Title>
          <OnboardingScreen />
          <Button variant="subtle" onClick={() => void navigate({ to: '/' })}>
            Back to Login
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
