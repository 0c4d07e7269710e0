import { Box } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ErrorScreen } from '../ui/ErrorScreen';

export const Route = createFileRoute('/error')({
  component: () => (
    <Box component="main">
      <ErrorScreen />
    </Box>
  ),
});
