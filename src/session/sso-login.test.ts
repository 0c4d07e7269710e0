import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SSO_FAILED_MESSAGE } from '../contract/login';
import { db } from '../db/database';
import { loginFixture } from './login-fixture';
import { exchangeLoginKey } from './sso-login';
import { getSession, setSession } from './store';

let answer: { status: number; body: unknown } | Error;
const sent: unknown[] = [];

beforeEach(async () => {
  sent.length = 0;
  sessionStorage.clear();
  setSession(null);
  await db.vault.clear();
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    if (answer instanceof Error) throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('exchangeLoginKey', () => {
  it('stores the session (without the url) and returns the url, asking once for encrypted responses', async () => {
    answer = { status: 200, body: { ...loginFixture(), url: '/trips' } };
    await expect(exchangeLoginKey('saml', 'k.s')).resolves.toEqual({ ok: true, url: '/trips' });
    expect(sent).toEqual([{ client: 'saml', encryptedvalue: 'k.s', enc: true }]);
    expect(getSession()).toEqual(loginFixture());
  });

  it('shows the server message on NOK', async () => {
    answer = { status: 401, body: { wsstatus: { Status: 'NOK', Message: 'This sign-in link has expired.' } } };
    await expect(exchangeLoginKey('qr', 'k.s')).resolves.toEqual({
      ok: false,
      message: 'This sign-in link has expired.',
    });
    expect(getSession()).toBeNull();
  });

  it('does not call the server for a link without a key', async () => {
    await expect(exchangeLoginKey('qr', '')).resolves.toEqual({ ok: false, message: SSO_FAILED_MESSAGE });
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['an empty answer', { status: 502, body: undefined }],
    ['an answer without a message', { status: 200, body: { wsstatus: { Status: 'OK' } } }],
    ['no answer at all', new Error('offline')],
  ])("falls back to the spec's SSO text for %s, without retrying", async (_, given) => {
    answer = given;
    await expect(exchangeLoginKey('acme', 'k.s')).resolves.toEqual({ ok: false, message: SSO_FAILED_MESSAGE });
    expect(sent).toHaveLength(1);
  });
});
