import './ui/shared/styles/first-load.css';
import './ui/shared/dark-scheme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { registerServiceWorker } from './pwa/register-sw';
import { landingPath } from './domain/landing';
import { preloadRouteChunks } from './routes/-preload-chunks';
import { createAppRouter } from './routes/-router';
import { hasStoredSession } from './session/stored-session';
import { cssVariablesResolver, theme } from './theme';
import { UpdatePrompt } from './ui/UpdatePrompt';

/** The app itself, loaded by main.tsx (docs/architecture.md#first-load). */
export async function startApp() {
  const router = createAppRouter();
  const stored = hasStoredSession();
  const { pathname } = window.location;
  // Warm start: the signed-in layout's and this page's chunks download while the vault opens, not after.
  // At / the page is the login form, which a stored session skips: its landing page is fetched below.
  if (stored && pathname !== '/') preloadRouteChunks(router, pathname);
  // The route guards read the session synchronously, so it is decrypted before the first route loads.
  // With nothing stored (the login page) the vault and IndexedDB are not loaded at all.
  const login = stored ? await (await import('./session/vault')).restoreSession() : null;
  if (login) void import('./session/revalidate').then(({ revalidateSession }) => revalidateSession());
  // At / the router sends a signed-in user on to their landing page: fetch that page's code now.
  if (login && pathname === '/') preloadRouteChunks(router, landingPath(login));
  registerServiceWorker();
  // The first render finds the route resolved (guards run, chunks loaded; our routes have no loaders),
  // so the router's state does not change under it: a change between render and commit makes React
  // render the whole tree again, synchronously, in one long task (docs/architecture.md#first-load).
  // Should the load fail, the router loads again once mounted and shows the error there.
  await router.load().catch(() => undefined);

  const root = createRoot(document.getElementById('root')!);
  // A transition renders the first screen in slices that yield to the browser, instead of one long
  // task that blocks input on a slow phone (docs/architecture.md#first-load).
  startTransition(() =>
    root.render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
          <RouterProvider router={router} />
          <UpdatePrompt />
        </MantineProvider>
      </StrictMode>,
    ),
  );
}
