import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** docs/product.md#shell error screen; the text is the spec's, typo included. */
export function ErrorScreen() {
  return (
    <Stack align="center" py="xl" px="md" ta="center">
      <Title order={1}>Error</Title>
      <Text>We&apos;re sorry, but something went wrong. Please try agian.</Text>
      <Anchor component={Link} to="/">
        Go to the home page
      </Anchor>
    </Stack>
  );
}
