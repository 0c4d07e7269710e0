import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE } from '../../src/contract/login';
import { HttpError } from '../http/errors';

/** Login answers carry both the spec's wsstatus and the ResponseStatus every 4xx carries. */
export function loginNok(message: string) {
  return { wsstatus: { Status: 'NOK' as const, Message: message }, ResponseStatus: { status: 'NOK' as const, message } };
}

export const loginFailed = () => new HttpError(401, LOGIN_FAILED_MESSAGE, loginNok(LOGIN_FAILED_MESSAGE));

export function loginThrottled(retryAfterSeconds: number): HttpError {
  return new HttpError(429, LOGIN_THROTTLED_MESSAGE, loginNok(LOGIN_THROTTLED_MESSAGE), { 'retry-after': String(retryAfterSeconds) });
}
