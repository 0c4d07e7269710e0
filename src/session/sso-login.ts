import * as v from 'valibot';
import { realSleep, send } from '../api/transport';
import { SSO_FAILED_MESSAGE, SSO_LOGIN_PATH, SsoLoginOkSchema, type SsoLoginRequest } from '../contract/login';
import { saveLogin } from './vault';

export type SsoOutcome = { ok: true; url: string } | { ok: false; message: string };

/** Only a message the server actually wrote is shown; anything else is the spec's SSO failure text. */
function serverMessage(body: unknown): string | null {
  const message = (body as { wsstatus?: { Message?: unknown } } | null)?.wsstatus?.Message;
  return typeof message === 'string' && message ? message : null;
}

/**
 * Exchanges a signed SSO or QR key for a session and stores it. Never retried: the key works once,
 * so a retry after a lost answer could only be refused.
 */
export async function exchangeLoginKey(client: string, key: string): Promise<SsoOutcome> {
  // A link cut short (no key at all) is the spec's "nothing returned", not a form error.
  if (!key) return { ok: false, message: SSO_FAILED_MESSAGE };
  const body = { client, encryptedvalue: key, enc: true } satisfies SsoLoginRequest;
  const answer = await send(SSO_LOGIN_PATH, { body }, { attempts: 1, sleep: realSleep }).catch(() => null);
  if (!answer) return { ok: false, message: SSO_FAILED_MESSAGE };
  const ok = v.safeParse(SsoLoginOkSchema, answer.body);
  if (answer.status === 200 && ok.success) {
    const { url, ...login } = ok.output;
    await saveLogin(login);
    return { ok: true, url };
  }
  return { ok: false, message: serverMessage(answer.body) ?? SSO_FAILED_MESSAGE };
}
