import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { theme } from '../theme';
import { createAppRouter } from './-router';

/** The whole app (router, guards, shell) at one URL, in memory: route tests drive it like a user. */
export function renderAppAt(url: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}
