import { Workbox } from 'workbox-window';
import { publishUpdate } from './update-store';

export { applyUpdate, dismissUpdate, getUpdateSnapshot, subscribeUpdate } from './update-store';

/**
 * Registers /sw.js in production builds (the dev server has no worker). A new version never takes
 * over by itself: it waits, the UpdatePrompt offers it, and the page reloads once, only after the
 * user pressed "Update now". `reloadPage` is replaceable for tests.
 */
export function registerServiceWorker(reloadPage: () => void = () => window.location.reload()): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;

  const wb = new Workbox('/sw.js', { scope: '/' });
  let registration: ServiceWorkerRegistration | undefined;
  let userAskedForUpdate = false;
  let reloaded = false;

  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reloadPage();
  };

  wb.addEventListener('waiting', () => {
    publishUpdate(() => {
      userAskedForUpdate = true;
      if (registration?.waiting) wb.messageSkipWaiting();
      // Another tab already activated this version: this page only needs to load it.
      else reloadOnce();
    });
  });

  // After SKIP_WAITING the new worker claims this page; reload so page and worker run one version.
  wb.addEventListener('controlling', () => {
    if (userAskedForUpdate) reloadOnce();
  });

  void wb.register().then((reg) => {
    registration = reg;
  });

  // An installed app can stay open for days without the navigation that triggers the browser's own check.
  document.addEventListener('visibilitychange', () => {
    // Offline the check fails; the next visibility change tries again.
    if (document.visibilityState === 'visible') wb.update().catch(() => undefined);
  });
}
