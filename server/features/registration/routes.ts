import type { FastifyInstance } from 'fastify';
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
import { registerDemoMailbox } from '../../mail/demo-mailbox-route';
import { confirmOnboarding, startOnboarding, verifyOnboardingGst, verifyOnboardingOtp } from './onboarding';
import { parseBody } from './input';
import { registerAccount } from './signup';
import { ONBOARDING_LIMIT, REGISTER_LIMIT, admitPublicCall } from './throttle';

/**
 * The public calls of registration and SME onboarding (no session; see the contract file for the
 * paths and answers). Each is throttled per client address before its body is even read.
 */
export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.store.db;

  app.post(REGISTER_PATH, async (request) => {
    const now = ctx.now();
    await admitPublicCall(db, REGISTER_LIMIT, request.ip, now);
    const input = parseBody(RegisterRequestSchema, request.body);
    return registerAccount(db, input, readIdempotencyKey(request.headers), now);
  });

  const onboardingStep = (path: string, run: (body: unknown, now: Date) => Promise<unknown>) =>
    app.post(path, async (request) => {
      const now = ctx.now();
      await admitPublicCall(db, ONBOARDING_LIMIT, request.ip, now);
      return run(request.body, now);
    });
  onboardingStep(ONBOARDING_PATHS.start, (body, now) => startOnboarding(db, parseBody(OnboardingStartSchema, body), now));
  onboardingStep(ONBOARDING_PATHS.verifyotp, (body, now) => verifyOnboardingOtp(db, parseBody(OnboardingVerifySchema, body), now));
  onboardingStep(ONBOARDING_PATHS.confirm, (body, now) => confirmOnboarding(db, parseBody(OnboardingConfirmSchema, body), now));
  onboardingStep(ONBOARDING_PATHS.verifygst, (body, now) => verifyOnboardingGst(db, parseBody(OnboardingGstSchema, body), now));

  registerDemoMailbox(app, db);
}
