import * as v from 'valibot';
import { ApiStatusSchema } from './envelope';
import { PASSWORD_RULE_MESSAGE, isStrongPassword } from '../domain/password';

/*
 * Forgot password: two public calls (no session), JSON bodies, errors in the usual
 * `{ ResponseStatus: { status: 'NOK', message } }` shape (400 names the field, 429 when throttled).
 */
export const PASSWORD_RESET_PATHS = {
  request: '/api/dispatcher/password-reset/request',
  reset: '/api/dispatcher/password-reset/reset',
} as const;

/** The page the mailed link opens; the token travels in its `token` search parameter. */
export const RESET_PASSWORD_PAGE = '/reset-password';

/** One answer whether or not an account has this email: the form must not tell which exist. */
export const RESET_REQUESTED_MESSAGE = 'If an account exists for that email, we have sent a reset link.';
export const RESET_THROTTLED_MESSAGE = 'Too many reset requests. Please wait an hour and try again.';
export const RESET_TOKEN_INVALID_MESSAGE = 'This reset link is invalid or has expired. Please request a new one.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Please log in with your new password.';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ResetRequestSchema = v.object({
  email: v.pipe(
    v.string('email is required'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('email is required'),
    v.maxLength(254, 'email is too long'),
    v.regex(EMAIL_SHAPE, 'email must be an email address'),
  ),
});

/** 32 random bytes in base64url: 43 characters. Anything else cannot be one of ours. */
export const RESET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const ResetPasswordSchema = v.object({
  token: v.pipe(v.string('token is required'), v.regex(RESET_TOKEN_SHAPE, `token: ${RESET_TOKEN_INVALID_MESSAGE}`)),
  password: v.pipe(
    v.string('password is required'),
    v.maxLength(256, 'password is too long'),
    v.check(isStrongPassword, `password: ${PASSWORD_RULE_MESSAGE}`),
  ),
});

export const ResetAnswerSchema = v.object({ ApiStatus: ApiStatusSchema });
