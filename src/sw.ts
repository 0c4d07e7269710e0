/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { notAppScreens } from './sw/navigation';
import './sw/push-install'; // Web Push: 'push' and 'notificationclick' (src/sw/push.ts)
import './sw/sync'; // Outbox: Background Sync 'sync' asks the open pages to flush (src/sw/sync.ts)

declare let self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by vite-plugin-pwa (injectManifest) with the hashed app shell. */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

// The app shell: every built asset, served cache-first under its hashed name.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links and reloads while offline get the precached shell; the client router takes it from there.
// No other route is registered, so /api/ requests always go to the network, uncached.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: notAppScreens }));

// A new worker waits until the user presses "Update now" (src/pwa/register-sw.ts posts this message),
// so an open form is never lost to a surprise reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Once active, take over the open pages at once: the first visit is controlled without a reload,
// and after "Update now" the page's `controlling` event triggers its single reload.
clientsClaim();

// Extension points for later issues: write each handler in src/sw/<name>.ts and register it here.
// - push notifications: 'push' and 'notificationclick'.
// - outbox replay: 'sync', calling the same flush routine as src/worker/.
