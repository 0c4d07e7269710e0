import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PushWorkerScope, installPushHandlers } from './push';
import { PUSH_ARRIVED_MESSAGE } from './push-protocol';

/* The worker glue, driven through a fake worker scope: events in, notifications/windows/POSTs out. */

type Listener = (event: unknown) => void;

function fakeScope(windows: { url: string; focus: () => Promise<unknown>; navigate?: (url: string) => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: unknown }[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: 'https://voyage.example' },
    registration: { showNotification: vi.fn(async (title: string, options: unknown) => void shown.push({ title, options })) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async (url: string) => void opened.push(url)) },
    addEventListener: (type: string, listener: Listener) => void listeners.set(type, listener),
  };
  installPushHandlers(scope as unknown as PushWorkerScope);
  /** Fires an event and waits for what it handed to waitUntil. */
  async function fire(type: string, event: object): Promise<void> {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => void (pending = p) });
    await pending;
  }
  return { fire, shown, opened };
}

const payload = {
  title: 'Trip waiting for your approval',
  body: 'Trip 710001',
  url: '/trips/710001',
  tag: 'approval-710001',
  actions: [{ action: 'approve', title: 'Approve' }],
  actiontoken: 'tok',
  actionurl: '/api/push/approval',
};
const notification = (data: unknown) => ({ tag: 'approval-710001', data, close: vi.fn() });

afterEach(() => vi.unstubAllGlobals());

describe('service worker push handlers', () => {
  it('show a push as a notification', async () => {
    const sw = fakeScope();
    await sw.fire('push', { data: { text: () => JSON.stringify(payload) } });
    expect(sw.shown).toHaveLength(1);
    expect(sw.shown[0]).toMatchObject({ title: payload.title, options: { tag: payload.tag, data: { url: '/trips/710001', actiontoken: 'tok' } } });
  });

  it('tell the open pages a push arrived, with its tag', async () => {
    const postMessage = vi.fn();
    const page = { url: 'https://voyage.example/', focus: vi.fn(async () => undefined), postMessage };
    const sw = fakeScope([page]);
    await sw.fire('push', { data: { text: () => JSON.stringify(payload) } });
    expect(postMessage).toHaveBeenCalledWith({ type: PUSH_ARRIVED_MESSAGE, tag: 'approval-710001' });
  });

  it('open the trip in a new window when none is open', async () => {
    const sw = fakeScope();
    await sw.fire('notificationclick', { action: '', notification: notification({ url: '/trips/710001' }) });
    expect(sw.opened).toEqual(['https://voyage.example/trips/710001']);
  });

  it('bring an open window of the app to the trip', async () => {
    const focus = vi.fn(async () => undefined);
    const navigate = vi.fn(async () => undefined);
    const sw = fakeScope([{ url: 'https://voyage.example/flights', focus, navigate }]);
    await sw.fire('notificationclick', { action: '', notification: notification({ url: '/trips/710001' }) });
    expect(navigate).toHaveBeenCalledWith('https://voyage.example/trips/710001');
    expect(focus).toHaveBeenCalled();
    expect(sw.opened).toEqual([]);
  });

  it('post an action button’s decision with the token and confirm the result', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'OK', message: 'Trip 710001 approved' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const sw = fakeScope();
    await sw.fire('notificationclick', { action: 'approve', notification: notification({ url: '/trips/710001', actiontoken: 'tok', actionurl: '/api/push/approval' }) });
    expect(fetchMock).toHaveBeenCalledWith('https://voyage.example/api/push/approval', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'tok', decision: 'approve' }),
    });
    expect(sw.shown).toEqual([expect.objectContaining({ title: 'Trip approved', options: expect.objectContaining({ body: 'Trip 710001 approved' }) })]);
  });

  it('say the decision was not recorded when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    const sw = fakeScope();
    await sw.fire('notificationclick', { action: 'reject', notification: notification({ url: '/trips/710001', actiontoken: 'tok', actionurl: '/api/push/approval' }) });
    expect(sw.shown[0]?.title).toBe('Your decision was not recorded');
  });
});
