import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Stack align="center" py="xl" px="md" ta="center">
      <Title order={1}>Page not found</Title>
      <Text>The page you asked for does not exist.</Text>
      <Anchor component={Link} to="/">
        Go to the home page
      </Anchor>
    </Stack>
  );
}
