import type { FastifyRequest } from 'fastify';
import { PASSWORD_RESET_PATHS, ResetPasswordSchema, ResetRequestSchema } from '../../src/contract/password-reset';
import { defineRoute, objectBody } from '../http/define-route';
import { admitResetRequest } from './password-reset-throttle';
import { requestReset, resetPassword } from './password-reset';
import { auditUserAgent } from './security-audit';

/*
 * Forgot password (docs/login-security.md "Password reset"): public routes, since the caller cannot
 * log in. The mailed token is the proof of the second call.
 */

const client = (request: FastifyRequest) => ({ address: request.ip, userAgent: auditUserAgent(request.headers['user-agent']) });

/**
 * The mailed link's origin. PUBLIC_URL names the site in production; without it the request's own
 * origin is used, which trusts the Host header, so a deployment must set PUBLIC_URL (docs/operations.md).
 */
const linkOrigin = (request: FastifyRequest) => (process.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

export const resetRequestRoute = defineRoute({
  method: 'POST',
  path: PASSWORD_RESET_PATHS.request,
  auth: 'public',
  name: 'PASSWORD_RESET_REQUEST',
  body: objectBody(ResetRequestSchema),
  handler: async ({ app, request, now, body }) => {
    await admitResetRequest(app.throttle, body.email, request.ip, now);
    return requestReset(app, body.email, { ...client(request), origin: linkOrigin(request) }, now);
  },
});

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: PASSWORD_RESET_PATHS.reset,
  auth: 'public',
  name: 'PASSWORD_RESET',
  body: objectBody(ResetPasswordSchema),
  handler: ({ app, request, now, body }) => resetPassword(app, body, client(request), now),
});
