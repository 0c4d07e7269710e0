import * as v from 'valibot';
import { NetworkError } from '../../api/errors';
import { bodyMessage, realSleep, send } from '../../api/transport';
import { PASSWORD_RESET_PATHS, ResetAnswerSchema } from '../../contract/password-reset';

/** A reset call's result: done, or the message to show. */
export type ResetOutcome = { ok: true; message: string } | { ok: false; message: string };

export const RESET_FAILED = 'Something went wrong. Please try again.';

/** The server names the field for API callers ('token: …'); the screen already shows where. */
const withoutFieldPrefix = (message: string) => message.replace(/^[a-z_]+: /, '');

async function post(path: string, body: Record<string, string>): Promise<ResetOutcome> {
  try {
    // No Idempotency-Key on these calls, so no retry: a second request would spend the budget twice.
    const answer = await send(path, { body }, { attempts: 1, sleep: realSleep });
    const parsed = v.safeParse(ResetAnswerSchema, answer.body);
    if (answer.status === 200 && parsed.success) return { ok: true, message: parsed.output.ApiStatus.Message ?? '' };
    const message = bodyMessage(answer.body, answer.status);
    return { ok: false, message: message.startsWith('Request failed') ? RESET_FAILED : withoutFieldPrefix(message) };
  } catch (error) {
    return { ok: false, message: error instanceof NetworkError ? error.message : RESET_FAILED };
  }
}

export const passwordResetCalls = {
  request: (email: string) => post(PASSWORD_RESET_PATHS.request, { email }),
  reset: (token: string, password: string) => post(PASSWORD_RESET_PATHS.reset, { token, password }),
};
