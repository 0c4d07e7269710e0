import type { ErrorBody } from '../../src/contract/envelope';
import { SESSION_EXPIRED_STATUSCODE } from '../../src/contract/envelope';

export function nokBody(message: string): ErrorBody {
  return { ResponseStatus: { status: 'NOK', message } };
}

/** An answer the client caused (4xx): thrown anywhere, shaped once by the app's error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: object = nokBody(message),
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);

export function sessionExpired(): HttpError {
  return new HttpError(401, 'Session expired', { statuscode: SESSION_EXPIRED_STATUSCODE, ...nokBody('Session expired') });
}
