import { PUSH_ARRIVED_MESSAGE, type PushArrived } from './push-protocol';
import { type ClickPlan, type NotificationSpec, decisionNotification, notificationFor, planClick, readPushPayload } from './push-logic';

/*
 * Web Push in the service worker: `push` shows the notification and tells the open pages
 * (src/sw/push-protocol.ts), `notificationclick` opens (or
 * focuses) the trip, or for Approve/Reject POSTs `{ token, decision }` to the payload's actionurl
 * and shows the outcome. Imported once by src/sw.ts. The types below are the few worker APIs used,
 * written out because this file is also type-checked with the DOM lib (tsconfig.json).
 */

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { text(): string } | null;
}
interface NotificationLike {
  tag: string;
  data: unknown;
  close(): void;
}
interface NotificationClickEventLike extends ExtendableEventLike {
  action: string;
  notification: NotificationLike;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
  postMessage?(message: PushArrived): void;
}
export interface PushWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationSpec['options']): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

const show = (scope: PushWorkerScope, spec: NotificationSpec) => scope.registration.showNotification(spec.title, spec.options);

/** The open pages hear of the push (src/sw/push-protocol.ts), so what it is about is re-read at once. */
async function tellPages(scope: PushWorkerScope, tag: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  windows.forEach((client) => client.postMessage?.({ type: PUSH_ARRIVED_MESSAGE, tag }));
}

/** An open window of the app goes to `url` and comes forward; otherwise a new one opens. */
async function openApp(scope: PushWorkerScope, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url.startsWith(scope.location.origin));
  if (!open) {
    await scope.clients.openWindow(url);
    return;
  }
  if (open.url !== url && open.navigate) await open.navigate(url);
  await open.focus();
}

async function decide(scope: PushWorkerScope, plan: Extract<ClickPlan, { kind: 'decide' }>, tag: string): Promise<void> {
  let outcome: { ok: boolean; body?: unknown };
  try {
    const response = await fetch(plan.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(plan.body) });
    outcome = { ok: response.ok, body: await response.json().catch(() => undefined) };
  } catch {
    outcome = { ok: false }; // offline: the confirmation says to decide in the app
  }
  await show(scope, decisionNotification(plan, tag, outcome));
  await tellPages(scope, tag);
}

export function installPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    const payload = readPushPayload(event.data?.text());
    if (payload) event.waitUntil(Promise.all([show(scope, notificationFor(payload)), tellPages(scope, payload.tag)]));
  });

  scope.addEventListener('notificationclick', (event) => {
    const { notification } = event;
    notification.close();
    const plan = planClick(notification.data, event.action, scope.location.origin);
    event.waitUntil(plan.kind === 'decide' ? decide(scope, plan, notification.tag) : openApp(scope, plan.url));
  });
}
