/**
 * The browser's install offer (`beforeinstallprompt`, Chromium), kept for a sensible moment: the
 * event is captured as early as main.tsx runs and its mini-bar suppressed, and the ticket page
 * offers 'Install Voyage' once a booking exists, never the login page (docs/features/phone.md).
 * Read with useSyncExternalStore.
 */

/** Chromium's event; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** localStorage key: the user closed the card; it is not offered again on this device. */
export const INSTALL_DISMISSED_KEY = 'voyage.install-dismissed';

type Listener = () => void;

let captured: BeforeInstallPromptEvent | null = null;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Starts listening; called once by main.tsx before anything renders. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured = event as BeforeInstallPromptEvent;
    notify();
  });
  // Installed by any means: nothing left to offer.
  target.addEventListener('appinstalled', () => {
    captured = null;
    notify();
  });
}

export function subscribeInstallPrompt(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when the browser offered installing and the user has not closed the card. */
export function getInstallSnapshot(): boolean {
  return captured !== null && !dismissed();
}

/** 'Install': the browser's own dialog; the event can be used once, whatever the answer. */
export async function acceptInstall(): Promise<void> {
  const event = captured;
  captured = null;
  notify();
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}

/** 'Not now': remembered on this device. */
export function dismissInstall(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    // Storage refused (private mode): the card still closes for this visit.
  }
  captured = null;
  notify();
}
