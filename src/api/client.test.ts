import { createCipheriv, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword, ping } from '../contract/profile/operations';
import { REQUEST_TIMEOUT_MS } from '../contract/envelope';
import { encryptJson } from '../../server/dispatch/encrypt';
import { decryptResponse } from '../worker/client';
import { loginFixture } from '../session/login-fixture';
import { createApiClient, type ApiClientDeps } from './client';
import { ApiError, NetworkError, SessionExpiredError } from './errors';

/** A stand-in for the network: each request takes the next scripted answer; a thrown Error is a dropped connection. */
type Scripted = { status: number; body: unknown } | Error | 'hang';
interface Seen {
  url: string;
  headers: Headers;
  body: string;
}

let script: Scripted[];
let seen: Seen[];

beforeEach(() => {
  script = [];
  seen = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit & { signal?: AbortSignal }) => {
    seen.push({ url, headers: new Headers(init.headers), body: String(init.body) });
    const next = script.shift() ?? new Error('no scripted answer');
    if (next === 'hang') {
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    if (next instanceof Error) throw new TypeError('Failed to fetch', { cause: next });
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function client(overrides: Partial<ApiClientDeps> = {}) {
  const deps = {
    getCredentials: () => ({ authtoken: 'token-1' }),
    decrypt: decryptResponse,
    onSessionExpired: vi.fn(),
    sleep: vi.fn(async () => undefined),
    ...overrides,
  };
  return { deps, api: createApiClient(deps) };
}

const ok = { ApiStatus: { Status: 'OK', Message: 'Password changed' } };
const change = { oldpassword: 'Demo@12345', newpassword: 'Fresh@2026x' };

describe('callOperation', () => {
  it('posts opid, action and fields with the bearer token and an idempotency key for a mutation', async () => {
    script.push({ status: 200, body: ok });
    const { api } = client();
    await expect(api.callOperation(changePassword, change, { idempotencyKey: 'key-1' })).resolves.toEqual(
      ok,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/api/service');
    expect(JSON.parse(seen[0]!.body)).toEqual({ opid: 'TG-PROFILE', action: 'changepassword', ...change });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer token-1');
    expect(seen[0]!.headers.get('idempotency-key')).toBe('key-1');
  });

  it('sends no idempotency key for a read', async () => {
    script.push({ status: 200, body: ok });
    await client().api.callOperation(ping, {});
    expect(seen[0]!.headers.has('idempotency-key')).toBe(false);
  });

  it('retries a dropped connection and a timeout with the same idempotency key', async () => {
    vi.useFakeTimers();
    script.push(new Error('reset'), 'hang', { status: 200, body: ok });
    const { api, deps } = client();
    const call = api.callOperation(changePassword, change, { idempotencyKey: 'key-once' });
    // The fake clock passes the hung attempt's time-out (the retry pauses are the injected sleep).
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(call).resolves.toEqual(ok);
    expect(seen.map((s) => s.headers.get('idempotency-key'))).toEqual(['key-once', 'key-once', 'key-once']);
    expect(deps.sleep).toHaveBeenCalledTimes(2);
  });

  it('gives up with a NetworkError when every attempt fails', async () => {
    script.push(new Error('down'), new Error('down'), new Error('down'));
    await expect(client().api.callOperation(changePassword, change)).rejects.toBeInstanceOf(NetworkError);
    expect(seen).toHaveLength(3);
  });

  it('does not retry a 4xx and reports the server message', async () => {
    script.push({ status: 400, body: { ResponseStatus: { status: 'NOK', message: 'newpassword: too weak' } } });
    const error = await client()
      .api.callOperation(changePassword, change)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'newpassword: too weak' });
    expect(seen).toHaveLength(1);
  });

  it('retries a gateway error, then succeeds', async () => {
    script.push({ status: 503, body: {} }, { status: 200, body: ok });
    await expect(client().api.callOperation(changePassword, change)).resolves.toEqual(ok);
    expect(seen[0]!.headers.get('idempotency-key')).toBe(seen[1]!.headers.get('idempotency-key'));
  });

  it('decrypts {rk, encres} with the session key and validates the plaintext', async () => {
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(ok), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    script.push({ status: 200, body: { rk: iv.toString('base64'), encres: sealed.toString('base64') } });
    const { api } = client({ getCredentials: () => ({ authtoken: 't', sessionkey: key.toString('base64') }) });
    await expect(api.callOperation(changePassword, change)).resolves.toEqual(ok);
  });

  it("asks an encrypted session's answers gzipped inside (x-encres-zip) and opens a zipped one", async () => {
    const key = randomBytes(32);
    const big = { ...ok, ApiStatus: { Status: 'OK', Message: 'Password changed '.repeat(200) } };
    script.push({ status: 200, body: await encryptJson(key, big, true) });
    const { api } = client({ getCredentials: () => ({ authtoken: 't', sessionkey: key.toString('base64') }) });
    await expect(api.callOperation(changePassword, change)).resolves.toEqual(big);
    expect(seen[0]!.headers.get('x-encres-zip')).toBe('gzip');
    // A session without encryption has nothing to unzip: it does not ask.
    script.push({ status: 200, body: ok });
    await client().api.callOperation(changePassword, change);
    expect(seen[1]!.headers.get('x-encres-zip')).toBeNull();
  });

  it('rejects a response that breaks the contract', async () => {
    script.push({ status: 200, body: { ApiStatus: { Status: 'MAYBE' } } });
    await expect(client().api.callOperation(changePassword, change)).rejects.toThrow(
      'Unexpected response from the server.',
    );
  });
});

describe('status 900', () => {
  it.each([
    ['a 401', 401],
    ['a 200 body', 200],
  ])('in %s runs the expiry effects and rejects', async (_, status) => {
    script.push({ status, body: { statuscode: 900, ResponseStatus: { status: 'NOK', message: 'Session expired' } } });
    const { api, deps } = client();
    await expect(api.callOperation(ping, {})).rejects.toBeInstanceOf(SessionExpiredError);
    expect(deps.onSessionExpired).toHaveBeenCalledOnce();
    expect(seen).toHaveLength(1);
  });

  it('for a token the app has already left (logged out meanwhile) rejects without the alert', async () => {
    script.push({ status: 401, body: { statuscode: 900, ResponseStatus: { status: 'NOK', message: 'Session expired' } } });
    let current: { authtoken: string } | null = { authtoken: 'token-1' };
    const { api, deps } = client({ getCredentials: () => current });
    const call = api.callOperation(ping, {});
    current = null;
    await expect(call).rejects.toBeInstanceOf(SessionExpiredError);
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
  });

  it('inside an encrypted body is seen too', async () => {
    const decrypt = vi.fn(async () => ({ statuscode: 900 }));
    script.push({ status: 200, body: { rk: 'aXY=', encres: 'Y3Q=' } });
    const { api, deps } = client({ decrypt, getCredentials: () => ({ authtoken: 't', sessionkey: 'k' }) });
    await expect(api.callOperation(ping, {})).rejects.toBeInstanceOf(SessionExpiredError);
    expect(deps.onSessionExpired).toHaveBeenCalledOnce();
  });
});

describe('login and logout', () => {
  it('form-encodes jsondata with enc: true and the push token, and returns the login', async () => {
    const login = loginFixture({ sessionkey: 'c2Vzc2lvbg==' });
    script.push({ status: 200, body: login });
    const outcome = await client({ getCredentials: () => null }).api.login({
      userid: 'traveller@acme.test',
      password: 'Demo@12345',
    });
    expect(outcome).toEqual({ ok: true, login });
    expect(seen[0]!.url).toBe('/api/dispatcher/login');
    expect(seen[0]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(seen[0]!.body);
    expect(JSON.parse(form.get('jsondata')!)).toEqual({
      userid: 'traveller@acme.test',
      password: 'Demo@12345',
      enc: true,
    });
    expect(form.get('pushtoken')).toBe('');
  });

  it.each([
    [401, { wsstatus: { Status: 'NOK', Message: 'Invalid userid or password' } }, 'Invalid userid or password'],
    [
      429,
      { wsstatus: { Status: 'NOK', Message: 'Too many failed attempts. Please try again later.' } },
      'Too many failed attempts. Please try again later.',
    ],
    [400, { ResponseStatus: { status: 'NOK', message: 'userid is required' } }, 'userid is required'],
  ])('a %i answers NOK with the server message, not retried', async (status, body, message) => {
    script.push({ status, body });
    await expect(client().api.login({ userid: 'u', password: 'p' })).resolves.toEqual({ ok: false, message });
    expect(seen).toHaveLength(1);
  });

  it('a dropped connection is a NetworkError', async () => {
    script.push(new Error('down'));
    await expect(client().api.login({ userid: 'u', password: 'p' })).rejects.toBeInstanceOf(NetworkError);
  });

  it('logout sends the bearer token and never throws, even for a dead session', async () => {
    script.push({ status: 401, body: { statuscode: 900 } });
    const { api, deps } = client();
    await expect(api.logout()).resolves.toBeUndefined();
    expect(seen[0]!.url).toBe('/api/dispatcher/logout');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer token-1');
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
  });
});
