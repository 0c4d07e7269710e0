import './ui/shared/styles/first-load.css';
import './ui/shared/dark-scheme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { captureInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-sw';
import { createAppRouter } from './routes/-router';
import { hasStoredSession } from './session/stored-session';
import { cssVariablesResolver, theme } from './theme';
import { UpdatePrompt } from './ui/UpdatePrompt';

// Before the first await: Chromium may offer installing as soon as the page loads.
captureInstallPrompt();

async function start() {
  // The route guards read the session synchronously, so it is decrypted before the first route loads.
  // With nothing stored (the login page) the vault and IndexedDB are not loaded at all.
  const login = hasStoredSession() ? await (await import('./session/vault')).restoreSession() : null;
  if (login) void import('./session/revalidate').then(({ revalidateSession }) => revalidateSession());
  registerServiceWorker();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
        <RouterProvider router={createAppRouter()} />
        <UpdatePrompt />
      </MantineProvider>
    </StrictMode>,
  );
}

void start();
