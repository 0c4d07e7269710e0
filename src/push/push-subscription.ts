/*
 * Keeps this browser's Web Push subscription in step with the server: subscribe through the
 * service worker with the server's VAPID public key, and send the subscription (TG-PUSH subscribe)
 * whenever it is new, belongs to someone else, or was last sent over a day ago. The browser APIs
 * and the server calls come in as `deps`, so the rules are unit-tested without a browser.
 */

/** The part of ServiceWorkerRegistration used here. */
export interface PushRegistrationLike {
  pushManager: {
    getSubscription(): Promise<PushSubscriptionLike | null>;
    subscribe(options: { userVisibleOnly: true; applicationServerKey: Uint8Array<ArrayBuffer> }): Promise<PushSubscriptionLike>;
  };
}
export interface PushSubscriptionLike {
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON(): { endpoint?: string; expirationTime?: number | null; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
}
export interface SentMarker {
  key: string;
  at: number;
}

export interface PushSyncDeps {
  registration(): Promise<PushRegistrationLike | null>;
  vapidPublicKey(): Promise<string>;
  save(subscription: { endpoint: string; expirationTime: number | null; keys: { p256dh: string; auth: string } }): Promise<void>;
  lastSent: { get(): SentMarker | null; set(marker: SentMarker): void };
  now?: () => number;
}

export type PushSyncResult = 'no-worker' | 'sent' | 'unchanged';

const RESEND_AFTER_MS = 24 * 3_600_000;

export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** Subscribes if needed (replacing a subscription made for another server key) and tells the server. */
export async function syncPushSubscription(profileid: string, deps: PushSyncDeps): Promise<PushSyncResult> {
  const registration = await deps.registration();
  if (!registration) return 'no-worker';
  const serverKey = base64UrlToBytes(await deps.vapidPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, serverKey)) {
    // Made for another VAPID key (a different server or database): the push service would refuse it.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('The browser gave an incomplete push subscription');
  const now = (deps.now ?? Date.now)();
  const key = `${profileid} ${json.endpoint}`;
  const last = deps.lastSent.get();
  if (last && last.key === key && now - last.at < RESEND_AFTER_MS) return 'unchanged';
  await deps.save({ endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } });
  deps.lastSent.set({ key, at: now });
  return 'sent';
}
