/** The server answered with an error status (4xx/5xx) or a body that breaks the contract. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** No answer at all: offline, DNS, connection reset or the 90 s timeout, after every retry. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(options?: { cause?: unknown }) {
    super('Cannot reach the server. Check your connection and try again.', options);
  }
}

/** The server said statuscode 900; the expiry side effects have already run. */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
  constructor() {
    super('Session expired');
  }
}

/** The message a screen shows for a failed call; server messages are written for users. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
