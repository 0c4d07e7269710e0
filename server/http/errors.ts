import type { ErrorBody } from '../../src/contract/envelope';
import { SESSION_EXPIRED_STATUSCODE } from '../../src/contract/envelope';

export function nokBody(message: string): ErrorBody {
  return { ResponseStatus: { status: 'NOK', message } };
}

/**
 * An answer the client caused (4xx): thrown anywhere, shaped once by the app's error handler.
 * It carries no stack trace: it is an expected outcome, not a fault to debug, and capturing one
 * was a measurable share of each refused login during a login flood (npm run bench:login).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: object;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, body: object = nokBody(message), headers: Record<string, string> = {}) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);

export function sessionExpired(): HttpError {
  return new HttpError(401, 'Session expired', { statuscode: SESSION_EXPIRED_STATUSCODE, ...nokBody('Session expired') });
}
