import { test, expect, login } from './support/fixtures';
import { PUSH_DELIVERY_TIMEOUT_MS, PUSH_SHOWN_TIMEOUT_MS, SERVICE_WORKER_TIMEOUT_MS, LOGIN_TIMEOUT_MS } from './support/timeouts';

/*
 * Headless Chromium cannot reach a real push service, so the push is handed to the service worker
 * directly with the DevTools protocol (ServiceWorker.deliverPushMessage): this checks the built
 * worker's `push` handler shows the notification the payload describes. Delivery and encryption are
 * covered by tests/server/push-delivery.test.ts; clicks by src/sw/push.test.ts.
 */
test('the service worker shows a pushed approval as a notification with its actions', async ({ page, context, server }) => {
  await context.grantPermissions(['notifications'], { origin: server.url });
  await page.goto('/');
  await login(page, 'manager@acme.test');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: LOGIN_TIMEOUT_MS });
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), {
      timeout: SERVICE_WORKER_TIMEOUT_MS,
    })
    .toBe('activated');

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(server.url) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: 'Trip waiting for your approval',
    body: 'Trip 710001 by Rahul Verma',
    url: '/trips/710001',
    tag: 'approval-710001',
    actions: [
      { action: 'approve', title: 'Approve' },
      { action: 'reject', title: 'Reject' },
    ],
    actiontoken: 'token',
    actionurl: '/api/push/approval',
  };
  const deliver = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(server.url).origin, registrationId: await registrationId, data: JSON.stringify(payload) });

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const list = (await registration?.getNotifications()) ?? [];
      return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown, actions: (n as unknown as { actions: { action: string }[] }).actions.map((a) => a.action) }));
    });
  // DevTools may report the registration before its worker takes pushes: deliver again until one
  // shows (the tag makes a repeat replace the first, so exactly one notification is expected).
  await expect(async () => {
    await deliver();
    await expect.poll(shown, { timeout: PUSH_SHOWN_TIMEOUT_MS }).toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        data: { url: '/trips/710001', actiontoken: 'token', actionurl: '/api/push/approval' },
        actions: ['approve', 'reject'],
      },
    ]);
  }).toPass({ timeout: PUSH_DELIVERY_TIMEOUT_MS });
});
