import * as v from 'valibot';
import {
  ENCRES_ZIP_HEADER,
  EncryptedResponseSchema,
  IDEMPOTENCY_HEADER,
  LOGIN_PATH,
  LOGOUT_PATH,
  SERVICE_PATH,
  SESSION_EXPIRED_STATUSCODE,
} from '../contract/envelope';
import { LoginOkSchema, type LoginOk, type LoginRequest } from '../contract/login';
import type { Operation, RequestOf, ResponseOf } from '../contract/operation';
import { ApiError, SessionExpiredError } from './errors';
import { newActionKey } from './action-key';
import { bodyMessage, realSleep, send, type SendOptions } from './transport';

/** What the client needs from the session: the token, and the key when responses are encrypted. */
export interface Credentials {
  authtoken: string;
  sessionkey?: string;
}

export interface ApiClientDeps {
  getCredentials: () => Credentials | null;
  decrypt: (sessionKeyB64: string, rk: string, encres: string, zip?: 'gzip') => Promise<unknown>;
  /** Runs the spec's 900 side effects (alert, clear storage, go to /). */
  onSessionExpired: () => void;
  sleep?: (ms: number) => Promise<void>;
  baseURL?: string;
  /** Attempts per service call; network failures and gateway errors are retried, 4xx never. */
  attempts?: number;
}

export type LoginOutcome = { ok: true; login: LoginOk } | { ok: false; message: string };

export interface CallOptions {
  /** Made once per user action with newActionKey(); omitted, a fresh key is made for this call. */
  idempotencyKey?: string;
  /** Ends the call when whoever asked no longer needs the answer (a screen's refresh on unmount). */
  signal?: AbortSignal;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(deps: ApiClientDeps) {
  const transport = (attempts: number, signal?: AbortSignal): SendOptions => ({
    attempts,
    signal,
    sleep: deps.sleep ?? realSleep,
    baseURL: deps.baseURL,
  });

  /**
   * A 900 ends the session it answered. A late answer for a token the app has already left (a
   * logout, a switch back) is no news to the user: no alert, no redirect, only the rejection.
   */
  function expireIf900(body: unknown, sentWith: string | undefined): void {
    const code = (body as { statuscode?: unknown } | null)?.statuscode;
    if (code !== undefined && Number(code) === SESSION_EXPIRED_STATUSCODE) {
      if (deps.getCredentials()?.authtoken === sentWith) deps.onSessionExpired();
      throw new SessionExpiredError();
    }
  }

  async function callOperation<O extends Operation>(
    op: O,
    fields: RequestOf<O>,
    options: CallOptions = {},
  ): Promise<ResponseOf<O>> {
    const credentials = deps.getCredentials();
    const headers: Record<string, string> = {};
    if (credentials) headers.authorization = `Bearer ${credentials.authtoken}`;
    if (op.mutates) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey ?? newActionKey();
    // Encrypted answers cannot be compressed on the wire: ask for them gzipped inside where we can gunzip.
    if (credentials?.sessionkey && typeof DecompressionStream !== 'undefined') headers[ENCRES_ZIP_HEADER] = 'gzip';
    const body = {
      opid: op.opid,
      ...(op.actionKey && op.action ? { [op.actionKey]: op.action } : {}),
      ...(fields as object),
    };

    const answer = await send(SERVICE_PATH, { body, headers }, transport(deps.attempts ?? 3, options.signal));
    expireIf900(answer.body, credentials?.authtoken);
    if (answer.status >= 400) throw new ApiError(answer.status, bodyMessage(answer.body, answer.status));

    let data = answer.body;
    const encrypted = v.safeParse(EncryptedResponseSchema, data);
    if (encrypted.success && credentials?.sessionkey) {
      const { rk, encres, zip } = encrypted.output;
      data = await deps.decrypt(credentials.sessionkey, rk, encres, zip);
      expireIf900(data, credentials.authtoken);
    }
    const parsed = v.safeParse(op.response, data);
    if (!parsed.success) throw new ApiError(answer.status, 'Unexpected response from the server.');
    return parsed.output as ResponseOf<O>;
  }

  /** Always asks for encrypted service responses (`enc: true`); the login answer itself is plain. */
  async function login(credentials: Pick<LoginRequest, 'userid' | 'password'>, pushtoken = ''): Promise<LoginOutcome> {
    const jsondata = JSON.stringify({
      userid: credentials.userid,
      password: credentials.password,
      enc: true,
    } satisfies LoginRequest);
    const answer = await send(
      LOGIN_PATH,
      {
        body: new URLSearchParams({ jsondata, pushtoken }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      // A retried login could count twice against the throttle; the user retries instead.
      transport(1),
    );
    const ok = v.safeParse(LoginOkSchema, answer.body);
    if (answer.status === 200 && ok.success) {
      // The browser holds the device token as an HttpOnly cookie; no script-readable copy is kept.
      const { devicetoken: _cookieOnly, ...login } = ok.output;
      return { ok: true, login };
    }
    return { ok: false, message: bodyMessage(answer.body, answer.status) };
  }

  /** Best effort: the local session is cleared whatever the server says, so errors are swallowed. */
  async function logout(): Promise<void> {
    const credentials = deps.getCredentials();
    if (!credentials) return;
    await send(LOGOUT_PATH, { headers: { authorization: `Bearer ${credentials.authtoken}` } }, transport(1)).catch(
      () => undefined,
    );
  }

  return { callOperation, login, logout };
}
