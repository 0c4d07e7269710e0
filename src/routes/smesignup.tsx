import { Anchor, Center, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import { RegistrationScreen } from '../ui/registration/RegistrationScreen';
import { SmeIllustration } from '../ui/registration/SmeIllustration';

export const Route = createFileRoute('/smesignup')({
  component: SmeSignupPage,
});

/** docs/product.md#screens-and-routes: the sme page — marketing image beside the form, 'SME/Firm Name', category forced to sme. */
function SmeSignupPage() {
  return (
    <Center mih="100dvh" p="md">
      <Paper component="main" withBorder shadow="sm" p="xl" w="100%" maw={960}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack justify="center">
            <SmeIllustration />
            <Title order={2}>Business travel made simple for small firms</Title>
            <Text>Book flights, hotels and cabs for your team, with GST invoices in your firm's name.</Text>
          </Stack>
          <Stack>
            <Title order={1}>SME Sign Up</Title>
            <RegistrationScreen forcedCategory="sme" companyLabel="SME/Firm Name" />
            <Anchor component={Link} to="/smesignup/onboard">
              Onboard your firm with email OTP and GST verification
            </Anchor>
          </Stack>
        </SimpleGrid>
      </Paper>
    </Center>
  );
}
