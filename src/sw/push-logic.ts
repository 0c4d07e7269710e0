import type { PushPayload } from '../contract/push/payload';

/*
 * The service worker's push decisions as plain functions (unit-tested under jsdom); src/sw/push.ts
 * only wires them to the worker's events. Nothing here touches the worker's globals.
 */

/** What a shown notification keeps for its click. */
export interface PushNotificationData {
  url: string;
  actiontoken?: string;
  actionurl?: string;
}

/** showNotification's arguments (the TS libs lack `actions`, hence a type of our own). */
export interface NotificationSpec {
  title: string;
  options: {
    body: string;
    tag: string;
    icon: string;
    badge: string;
    data: PushNotificationData;
    actions?: { action: string; title: string }[];
    requireInteraction?: boolean;
  };
}

const ICON = '/icon-192.png';
const str = (value: unknown): value is string => typeof value === 'string';

/** The payload of a push message, or null when it is not ours (unparsable, fields missing). */
export function readPushPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const p = data as Record<string, unknown>;
  if (!str(p.title) || !str(p.body) || !str(p.url) || !str(p.tag)) return null;
  const actions = Array.isArray(p.actions)
    ? p.actions.filter((a): a is { action: string; title: string } => str(a?.action) && str(a?.title)).map(({ action, title }) => ({ action, title }))
    : undefined;
  return {
    title: p.title,
    body: p.body,
    url: p.url,
    tag: p.tag,
    ...(actions?.length ? { actions } : {}),
    ...(str(p.actiontoken) ? { actiontoken: p.actiontoken } : {}),
    ...(str(p.actionurl) ? { actionurl: p.actionurl } : {}),
  };
}

export function notificationFor(payload: PushPayload): NotificationSpec {
  // Action buttons only make sense with a token and a place to send the decision.
  const actions = payload.actiontoken && payload.actionurl ? payload.actions : undefined;
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag: payload.tag,
      icon: ICON,
      badge: ICON,
      data: {
        url: payload.url,
        ...(actions && payload.actiontoken ? { actiontoken: payload.actiontoken } : {}),
        ...(actions && payload.actionurl ? { actionurl: payload.actionurl } : {}),
      },
      ...(actions?.length ? { actions, requireInteraction: true } : {}),
    },
  };
}

/** A URL of this app only: a push payload never opens or posts to another site. */
export function appUrl(url: unknown, origin: string): string {
  try {
    const resolved = new URL(str(url) ? url : '/', origin);
    return resolved.origin === origin ? resolved.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

export type ClickPlan =
  | { kind: 'open'; url: string }
  | { kind: 'decide'; url: string; body: { token: string; decision: string }; decision: string; openUrl: string };

/** A click on the body opens the trip; a click on an action button sends that decision. */
export function planClick(data: unknown, action: string, origin: string): ClickPlan {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Partial<PushNotificationData>;
  const openUrl = appUrl(d.url, origin);
  if (action && str(d.actiontoken) && str(d.actionurl)) {
    return { kind: 'decide', url: appUrl(d.actionurl, origin), body: { token: d.actiontoken, decision: action }, decision: action, openUrl };
  }
  return { kind: 'open', url: openUrl };
}

/** The server's message from an answer body of either status style, if it has one. */
function messageOf(body: unknown): string | undefined {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, { message?: unknown; Message?: unknown } | undefined>;
  const message = (body as { message?: unknown } | undefined)?.message ?? b.ResponseStatus?.message ?? b.ApiStatus?.Message ?? b.wsstatus?.Message;
  return str(message) && message ? message : undefined;
}

const DONE: Record<string, string> = { approve: 'approved', reject: 'rejected' };

/** What a decision was about, from where its notification opens: an expense report or (the default) a trip. */
const subjectOf = (openUrl: string) => (new URL(openUrl).pathname.startsWith('/expenses') ? 'expense report' : 'trip');

/** The confirmation shown after an action button's POST (same tag: it replaces the original). */
export function decisionNotification(plan: Extract<ClickPlan, { kind: 'decide' }>, tag: string, outcome: { ok: boolean; body?: unknown }): NotificationSpec {
  const subject = subjectOf(plan.openUrl);
  const done = DONE[plan.decision];
  const title = outcome.ok ? (done ? `${subject[0]!.toUpperCase()}${subject.slice(1)} ${done}` : 'Decision recorded') : 'Your decision was not recorded';
  const body = messageOf(outcome.body) ?? (outcome.ok ? `Tap to open the ${subject}.` : `Open the ${subject} to decide there.`);
  return { title, options: { body, tag, icon: ICON, badge: ICON, data: { url: plan.openUrl } } };
}
