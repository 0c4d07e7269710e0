import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, createMemoryHistory, createRoute, createRouter } from '@tanstack/react-router';
import { theme } from '../theme';
import { Route as rootRoute } from './__root';

const SORRY = "We're sorry, but something went wrong. Please try agian.";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the error screen', () => {
  it("shows the spec's text when a screen fails, and clears when the user navigates away", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const broken = createRoute({
      getParentRoute: () => rootRoute,
      path: '/broken',
      component: () => {
        throw new Error('render failed');
      },
    });
    const calm = createRoute({ getParentRoute: () => rootRoute, path: '/calm', component: () => <h1>Calm</h1> });
    const router = createRouter({
      routeTree: rootRoute.addChildren([broken, calm]),
      history: createMemoryHistory({ initialEntries: ['/broken'] }),
    });
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );

    expect(await screen.findByText(SORRY)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy();

    router.history.push('/calm');
    expect(await screen.findByRole('heading', { name: 'Calm' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(SORRY)).toBeNull());
  });
});
