import { Box } from '@mantine/core';
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { ErrorScreen } from '../ui/ErrorScreen';
import { NotFound } from '../ui/NotFound';

export const Route = createRootRoute({
  component: Outlet,
  // The router resets error boundaries when the location changes, so the screen clears on navigation.
  errorComponent: () => (
    <Box component="main">
      <ErrorScreen />
    </Box>
  ),
  notFoundComponent: () => (
    <Box component="main">
      <NotFound />
    </Box>
  ),
});
