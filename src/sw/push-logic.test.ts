import { describe, expect, it } from 'vitest';
import { appUrl, decisionNotification, notificationFor, planClick, readPushPayload } from './push-logic';

const ORIGIN = 'https://voyage.example';
const approval = {
  title: 'Trip waiting for your approval',
  body: 'Trip 710001 by Rahul Verma',
  url: '/trips/710001',
  tag: 'approval-710001',
  actions: [
    { action: 'approve', title: 'Approve' },
    { action: 'reject', title: 'Reject' },
  ],
  actiontoken: 'tok',
  actionurl: '/api/push/approval',
};

describe('reading a push payload', () => {
  it('keeps the known fields and drops the rest', () => {
    expect(readPushPayload(JSON.stringify({ ...approval, extra: 1 }))).toEqual(approval);
  });

  it('ignores what is not ours', () => {
    for (const text of [null, '', 'not json', '42', JSON.stringify({ title: 'x' })]) expect(readPushPayload(text)).toBeNull();
  });

  it('drops malformed actions', () => {
    const payload = readPushPayload(JSON.stringify({ ...approval, actions: [{ action: 'approve' }, 'x'] }));
    expect(payload?.actions).toBeUndefined();
  });
});

describe('the notification shown', () => {
  it('carries title, body, tag, the trip url, the token and the action buttons', () => {
    expect(notificationFor(approval)).toEqual({
      title: approval.title,
      options: {
        body: approval.body,
        tag: approval.tag,
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        data: { url: '/trips/710001', actiontoken: 'tok', actionurl: '/api/push/approval' },
        actions: approval.actions,
        requireInteraction: true,
      },
    });
  });

  it('has no buttons without a token to act with', () => {
    const { options } = notificationFor({ ...approval, actiontoken: undefined });
    expect(options.actions).toBeUndefined();
    expect(options.data).toEqual({ url: '/trips/710001' });
  });
});

describe('a click', () => {
  const data = notificationFor(approval).options.data;

  it('on the body opens the trip', () => {
    expect(planClick(data, '', ORIGIN)).toEqual({ kind: 'open', url: `${ORIGIN}/trips/710001` });
  });

  it('on an action button posts the token and that decision', () => {
    expect(planClick(data, 'reject', ORIGIN)).toEqual({
      kind: 'decide',
      url: `${ORIGIN}/api/push/approval`,
      body: { token: 'tok', decision: 'reject' },
      decision: 'reject',
      openUrl: `${ORIGIN}/trips/710001`,
    });
  });

  it('never leaves the app’s own origin', () => {
    expect(appUrl('https://evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrl(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(planClick({ url: '//evil.example/trips/1' }, '', ORIGIN)).toEqual({ kind: 'open', url: `${ORIGIN}/` });
  });
});

describe('the confirmation after a decision', () => {
  const plan = planClick(notificationFor(approval).options.data, 'approve', ORIGIN);
  if (plan.kind !== 'decide') throw new Error('expected a decision');

  it('says what happened, replacing the original (same tag) and still opening the trip', () => {
    const spec = decisionNotification(plan, 'approval-710001', { ok: true, body: { status: 'OK', message: 'Trip 710001 approved' } });
    expect(spec.title).toBe('Trip approved');
    expect(spec.options).toMatchObject({ body: 'Trip 710001 approved', tag: 'approval-710001', data: { url: `${ORIGIN}/trips/710001` } });
  });

  it('passes on the server’s refusal, or points to the app when offline', () => {
    const refused = decisionNotification(plan, 't', { ok: false, body: { ResponseStatus: { status: 'NOK', message: 'token: already used' } } });
    expect(refused).toMatchObject({ title: 'Your decision was not recorded', options: { body: 'token: already used' } });
    expect(decisionNotification(plan, 't', { ok: false }).options.body).toBe('Open the trip to decide there.');
  });

  it('names an expense report when the notification opens one', () => {
    const report = planClick({ url: '/expenses/rep-0001-abcd', actiontoken: 'tok', actionurl: '/api/push/expense-approval' }, 'reject', ORIGIN);
    if (report.kind !== 'decide') throw new Error('expected a decision');
    expect(decisionNotification(report, 't', { ok: true })).toMatchObject({ title: 'Expense report rejected', options: { body: 'Tap to open the expense report.' } });
  });
});
