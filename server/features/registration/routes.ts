import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  ONBOARDING_PATHS,
  OnboardingConfirmSchema,
  OnboardingGstSchema,
  OnboardingStartSchema,
  OnboardingVerifySchema,
  REGISTER_PATH,
  RegisterRequestSchema,
} from '../../../src/contract/registration/operations';
import type { AppContext } from '../../app-context';
import { readIdempotencyKey } from '../../dispatch/idempotency';
import { type RouteCall, defineRoute, mountRoutes, objectBody } from '../../http/define-route';
import { registerDemoMailbox } from '../../mail/demo-mailbox-route';
import { confirmOnboarding, startOnboarding, verifyOnboardingGst, verifyOnboardingOtp } from './onboarding';
import { registerAccount } from './signup';
import { ONBOARDING_LIMIT, type PublicCallLimit, REGISTER_LIMIT, admitPublicCall } from './throttle';

/*
 * The public calls of registration and SME onboarding (no session; see the contract file for the
 * paths and answers). Each is throttled per client address before its body is even read.
 */

const throttled = (limit: PublicCallLimit) => ({ app, request, now }: RouteCall<'public', undefined, undefined>) =>
  admitPublicCall(app.store.db, limit, request.ip, now);

const registerRoute = defineRoute({
  method: 'POST',
  path: REGISTER_PATH,
  auth: 'public',
  name: 'REGISTER',
  admit: throttled(REGISTER_LIMIT),
  body: objectBody(RegisterRequestSchema),
  handler: ({ app, request, now, body }) => registerAccount(app.store.db, body, readIdempotencyKey(request.headers), now),
});

/** One onboarding step: its path, its body's schema and what it does with a valid body. */
function onboardingStep<S extends v.GenericSchema>(path: string, name: string, schema: S, run: (call: { app: AppContext; now: Date }, body: v.InferOutput<S>) => Promise<unknown>) {
  return defineRoute({
    method: 'POST',
    path,
    auth: 'public',
    name,
    admit: throttled(ONBOARDING_LIMIT),
    body: objectBody(schema),
    handler: (call) => run(call, call.body as v.InferOutput<S>),
  });
}

const onboardingRoutes = [
  onboardingStep(ONBOARDING_PATHS.start, 'ONBOARDING_START', OnboardingStartSchema, ({ app, now }, body) => startOnboarding(app.store.db, body, now)),
  onboardingStep(ONBOARDING_PATHS.verifyotp, 'ONBOARDING_VERIFYOTP', OnboardingVerifySchema, ({ app, now }, body) => verifyOnboardingOtp(app.store.db, body, now)),
  onboardingStep(ONBOARDING_PATHS.confirm, 'ONBOARDING_CONFIRM', OnboardingConfirmSchema, ({ app, now }, body) => confirmOnboarding(app.store.db, body, now)),
  onboardingStep(ONBOARDING_PATHS.verifygst, 'ONBOARDING_VERIFYGST', OnboardingGstSchema, ({ app, now }, body) => verifyOnboardingGst(app.store.db, body, now)),
];

export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  mountRoutes(app, ctx, [registerRoute, ...onboardingRoutes]);
  registerDemoMailbox(app, ctx);
}
