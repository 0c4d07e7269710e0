import { captureInstallPrompt } from './pwa/install-prompt';
import { loginShellShown, removeLoginShell, untilLoginIntent } from './ui/login-shell';

/*
 * The entry: small on purpose (docs/architecture.md#first-load). On the login page, index.html's
 * static form is already working; the app's script (React, Mantine, the router) loads at the user's
 * first touch, key or hover, so a visitor's phone spends nothing on it before then. Everywhere else
 * it loads at once.
 */

// Before the first await: Chromium may offer installing as soon as the page loads.
captureInstallPrompt();
if (!loginShellShown()) removeLoginShell();

void untilLoginIntent()
  .then(() => import('./start-app'))
  .then(({ startApp }) => startApp());
