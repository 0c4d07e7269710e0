import { api } from '../api';
import { pushOperations } from '../contract/push/operations';
import type { PushRegistrationLike, PushSyncDeps, SentMarker } from './push-subscription';

/* The real browser side of push: the service worker registration, the server calls, the marker. */

const SENT_KEY = 'voyage.push.sent';
const WORKER_WAIT_MS = 10_000;

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The active worker's registration; none in the dev server (no worker) or before the first install. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

const lastSent = {
  get(): SentMarker | null {
    try {
      return JSON.parse(localStorage.getItem(SENT_KEY) ?? 'null') as SentMarker | null;
    } catch {
      return null;
    }
  },
  set(marker: SentMarker): void {
    localStorage.setItem(SENT_KEY, JSON.stringify(marker));
  },
};

/**
 * The registration as it is now, without waiting for a worker to activate: a subscription can only
 * exist where a worker was active before, so login and logout need not wait (up to 10 s) for one.
 */
async function existingRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export const browserPushDeps: PushSyncDeps = {
  registration: registration as () => Promise<PushRegistrationLike | null>,
  vapidPublicKey: async () => (await api.callOperation(pushOperations.getVapidPublicKey, {})).publickey,
  save: async (subscription) => void (await api.callOperation(pushOperations.subscribePush, { subscription })),
  lastSent,
};

/**
 * This browser's subscription as JSON, for the login form's `pushtoken` (the server keeps it for
 * the profile that logs in), or '' when there is none.
 */
export async function currentPushToken(): Promise<string> {
  const reg = await existingRegistration().catch(() => null);
  const subscription = await reg?.pushManager.getSubscription().catch(() => null);
  return subscription ? JSON.stringify(subscription.toJSON()) : '';
}

/** Stops pushes to this browser: the server forgets it for the caller, the browser drops it. Best effort (logout). */
export async function turnOffPush(): Promise<void> {
  const reg = await existingRegistration().catch(() => null);
  const subscription = await reg?.pushManager.getSubscription().catch(() => null);
  localStorage.removeItem(SENT_KEY);
  if (!subscription) return;
  await api.callOperation(pushOperations.unsubscribePush, { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
