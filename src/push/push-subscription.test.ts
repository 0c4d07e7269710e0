import { describe, expect, it, vi } from 'vitest';
import { type PushRegistrationLike, type PushSubscriptionLike, type SentMarker, base64UrlToBytes, syncPushSubscription } from './push-subscription';

const SERVER_KEY = `B${'A'.repeat(86)}`;
const serverKeyBytes = base64UrlToBytes(SERVER_KEY);

function fakeSubscription(endpoint: string, key: Uint8Array): PushSubscriptionLike {
  return {
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

function setup(existing: PushSubscriptionLike | null, marker: SentMarker | null = null) {
  let stored = marker;
  const subscribe = vi.fn(async () => fakeSubscription('https://push.example/new', serverKeyBytes));
  const registration: PushRegistrationLike = { pushManager: { getSubscription: async () => existing, subscribe } };
  const save = vi.fn(async () => undefined);
  const deps = {
    registration: async () => registration,
    vapidPublicKey: async () => SERVER_KEY,
    save,
    lastSent: { get: () => stored, set: (m: SentMarker) => void (stored = m) },
    now: () => 1_000_000_000,
  };
  return { deps, subscribe, save, marker: () => stored };
}

describe('keeping the push subscription in step', () => {
  it('subscribes with the server’s VAPID key and sends the subscription', async () => {
    const { deps, subscribe, save, marker } = setup(null);
    expect(await syncPushSubscription('20001', deps)).toBe('sent');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: serverKeyBytes });
    expect(save).toHaveBeenCalledWith({ endpoint: 'https://push.example/new', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } });
    expect(marker()).toEqual({ key: '20001 https://push.example/new', at: 1_000_000_000 });
  });

  it('does not send the same subscription again the same day', async () => {
    const existing = fakeSubscription('https://push.example/old', serverKeyBytes);
    const { deps, save, subscribe } = setup(existing, { key: '20001 https://push.example/old', at: 1_000_000_000 - 3_600_000 });
    expect(await syncPushSubscription('20001', deps)).toBe('unchanged');
    expect(save).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('sends again for another user, or after a day', async () => {
    const existing = fakeSubscription('https://push.example/old', serverKeyBytes);
    expect(await syncPushSubscription('20002', setup(existing, { key: '20001 https://push.example/old', at: 1_000_000_000 }).deps)).toBe('sent');
    expect(await syncPushSubscription('20001', setup(existing, { key: '20001 https://push.example/old', at: 0 }).deps)).toBe('sent');
  });

  it('replaces a subscription made for another server key', async () => {
    const stale = fakeSubscription('https://push.example/stale', new Uint8Array(65).fill(4));
    const { deps, subscribe, save } = setup(stale);
    expect(await syncPushSubscription('20001', deps)).toBe('sent');
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ endpoint: 'https://push.example/new' }));
  });

  it('does nothing without a service worker', async () => {
    const { deps, save } = setup(null);
    expect(await syncPushSubscription('20001', { ...deps, registration: async () => null })).toBe('no-worker');
    expect(save).not.toHaveBeenCalled();
  });
});
