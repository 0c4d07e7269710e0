import * as v from 'valibot';
import { newActionKey } from '../../api/action-key';
import { NetworkError } from '../../api/errors';
import { bodyMessage, realSleep, send } from '../../api/transport';
import { IDEMPOTENCY_HEADER } from '../../contract/envelope';
import {
  ONBOARDING_PATHS,
  OnboardingConfirmResponseSchema,
  OnboardingGstResponseSchema,
  OnboardingStartResponseSchema,
  OnboardingVerifyResponseSchema,
  REGISTER_PATH,
  RegisterResponseSchema,
} from '../../contract/registration/operations';

/** A public call's result: the answer, or the message to show (the server's, else the caller's fallback). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const OFFLINE = new NetworkError().message;

/** The server names the field for API callers ('otp: The OTP is not correct…'); the form already shows where. */
function withoutFieldPrefix(message: string): string {
  return message.replace(/^[a-z_]+: /, '');
}

async function post<S extends v.GenericSchema>(
  path: string,
  body: Record<string, unknown>,
  schema: S,
  fallback: string,
  headers: Record<string, string> = {},
): Promise<Outcome<v.InferOutput<S>>> {
  try {
    // Sign-up carries an Idempotency-Key, so it may be retried on a gateway error like service calls.
    const answer = await send(
      path,
      { body, headers },
      { attempts: headers[IDEMPOTENCY_HEADER] ? 3 : 1, sleep: realSleep },
    );
    const parsed = v.safeParse(schema, answer.body);
    if (answer.status === 200 && parsed.success) return { ok: true, value: parsed.output };
    const message = bodyMessage(answer.body, answer.status);
    return { ok: false, message: message.startsWith('Request failed') ? fallback : withoutFieldPrefix(message) };
  } catch (error) {
    return { ok: false, message: error instanceof NetworkError ? OFFLINE : fallback };
  }
}

export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

export const registerCall = (fields: Record<string, unknown>, idempotencyKey = newActionKey()) =>
  post(REGISTER_PATH, fields, RegisterResponseSchema, REGISTRATION_FAILED, { [IDEMPOTENCY_HEADER]: idempotencyKey });

export const onboardingCalls = {
  start: (email: string, fallback: string) =>
    post(ONBOARDING_PATHS.start, { email }, OnboardingStartResponseSchema, fallback),
  verifyotp: (onboardingid: string, otp: string, fallback: string) =>
    post(ONBOARDING_PATHS.verifyotp, { onboardingid, otp }, OnboardingVerifyResponseSchema, fallback),
  confirm: (fields: Record<string, string>, fallback: string) =>
    post(ONBOARDING_PATHS.confirm, fields, OnboardingConfirmResponseSchema, fallback),
  verifygst: (token: string, gstin: string, fallback: string) =>
    post(ONBOARDING_PATHS.verifygst, { token, gstin }, OnboardingGstResponseSchema, fallback),
};
