import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ONBOARDING_FAILURES } from '../../contract/registration/operations';
import type { Outcome } from '../../ui/registration/public-calls';
import {
  EMAIL_REQUIRED,
  OTP_REQUIRED,
  onboardingMachine,
  type OnboardingEvent,
  type OwnerDetails,
} from './registration-onboarding.machine';

/**
 * Model-based like the registration machine: xstate/graph finds the shortest path to every
 * distinct state using user events and the four server steps' synthetic answers; each path is
 * replayed on a real actor with fake server steps, and what each step was sent is checked.
 */
type Answer = Outcome<{ ApiStatus: { Message: string }; onboardingid?: string; token?: string }>;
type Step = 'start' | 'verify' | 'confirm' | 'verifyGst';
type GraphEvent =
  | OnboardingEvent
  | { type: `xstate.done.actor.${Step}`; output: Answer }
  | { type: `xstate.error.actor.${Step}`; error: Error };

const ok = (value: { onboardingid?: string; token?: string } = {}): Answer => ({
  ok: true,
  value: { ApiStatus: { Message: 'OK' }, ...value },
});
const owner: OwnerDetails = {
  salutation: 'Ms',
  first_name: 'Kaveri',
  last_name: 'Menon',
  company: 'Kaveri Textiles',
  mobile_number: '9845012345',
  password: 'secret1',
};

const events: GraphEvent[] = [
  { type: 'SEND', email: ' ' },
  { type: 'SEND', email: ' founder@kaveri.test ' },
  { type: 'xstate.done.actor.start', output: ok({ onboardingid: 'ob-1' }) },
  { type: 'xstate.done.actor.start', output: { ok: false, message: 'Too many OTPs' } },
  { type: 'xstate.error.actor.start', error: new Error('x') },
  { type: 'VERIFY', otp: '12' },
  { type: 'VERIFY', otp: '123456' },
  { type: 'RESEND' },
  { type: 'xstate.done.actor.verify', output: ok({ token: 'tok-verified' }) },
  { type: 'xstate.done.actor.verify', output: { ok: false, message: 'The OTP is not correct. 4 attempts left.' } },
  { type: 'xstate.error.actor.verify', error: new Error('x') },
  { type: 'CONFIRM', details: { ...owner, company: '', password: '123' } },
  { type: 'CONFIRM', details: owner },
  { type: 'xstate.done.actor.confirm', output: ok({ token: 'tok-confirmed' }) },
  { type: 'xstate.error.actor.confirm', error: new Error('x') },
  { type: 'VERIFY_GST', gstin: '27AAPFU0939F1ZW' },
  { type: 'VERIFY_GST', gstin: ' 27aapfu0939f1zv ' },
  { type: 'xstate.done.actor.verifyGst', output: ok() },
  { type: 'xstate.done.actor.verifyGst', output: { ok: false, message: 'token is invalid or has expired.' } },
  { type: 'xstate.error.actor.verifyGst', error: new Error('x') },
  { type: 'DISMISS' },
];

const serializeEvent = (e: GraphEvent) => JSON.stringify(e, (_, v: unknown) => (v instanceof Error ? v.message : v));
const stepOf = (type: string) => type.split('.').at(-1) as Step;

async function replay(path: GraphEvent[]) {
  const pending: Partial<Record<Step, { resolve: (a: Answer) => void; reject: (e: Error) => void }>> = {};
  const sent: Partial<Record<Step, unknown>> = {};
  const fake = <Input>(step: Step) =>
    fromPromise<Answer, Input>(({ input }) => {
      sent[step] = input;
      return new Promise((resolve, reject) => (pending[step] = { resolve, reject }));
    });
  const actor = createActor(
    onboardingMachine.provide({
      actors: {
        start: fake<{ email: string }>('start'),
        verify: fake<{ onboardingid: string; otp: string }>('verify'),
        confirm: fake<OwnerDetails & { token: string }>('confirm'),
        verifyGst: fake<{ token: string; gstin: string }>('verifyGst'),
      },
    }),
  ).start();
  for (const e of path) {
    if (e.type.startsWith('xstate.done.actor.')) pending[stepOf(e.type)]!.resolve((e as { output: Answer }).output);
    else if (e.type.startsWith('xstate.error.actor.')) pending[stepOf(e.type)]!.reject(new Error('x'));
    else actor.send(e as OnboardingEvent);
    await new Promise((r) => setTimeout(r, 0));
  }
  return { snapshot: actor.getSnapshot(), sent };
}

const FALLBACK: Record<Step, string> = {
  start: ONBOARDING_FAILURES.start,
  verify: ONBOARDING_FAILURES.verifyotp,
  confirm: ONBOARDING_FAILURES.confirm,
  verifyGst: ONBOARDING_FAILURES.verifygst,
};

/** The snackbar after a path: the last failure's server text or fallback, cleared by DISMISS and by any new attempt. */
function expectedMessage(path: GraphEvent[]): string {
  let message = '';
  for (const e of path) {
    if (['DISMISS', 'RESEND', 'SEND', 'VERIFY', 'CONFIRM', 'VERIFY_GST'].includes(e.type)) message = '';
    else if (e.type.startsWith('xstate.error.actor.')) message = FALLBACK[stepOf(e.type)];
    else if ('output' in e && !e.output.ok) message = e.output.message;
  }
  return message;
}

const modelMachine = onboardingMachine.provide({
  actors: {
    start: fromPromise(() => new Promise<Answer>(() => {})),
    verify: fromPromise(() => new Promise<Answer>(() => {})),
    confirm: fromPromise(() => new Promise<Answer>(() => {})),
    verifyGst: fromPromise(() => new Promise<Answer>(() => {})),
  },
});

describe('onboarding machine, shortest path to every state', () => {
  const paths = getShortestPaths(modelMachine, {
    events: events as OnboardingEvent[],
    serializeEvent: serializeEvent as (e: OnboardingEvent) => string,
  });

  it('reaches every step, including done', () => {
    const values = new Set(paths.map((p) => p.state.value));
    expect(values).toEqual(
      new Set(['email', 'sending', 'otp', 'verifying', 'details', 'confirming', 'gst', 'verifyingGst', 'done']),
    );
  });

  for (const path of paths) {
    const steps = path.steps.map((s) => s.event as GraphEvent).filter((e) => (e.type as string) !== 'xstate.init');
    const label = steps.map((e) => e.type.replace('xstate.', '')).join(' → ') || 'start';
    it(`${label} → ${String(path.state.value)}`, async () => {
      const { snapshot, sent } = await replay(steps);
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context.message).toBe(expectedMessage(steps));
      // What each server step was sent comes from the step before it.
      if (sent.start) expect(sent.start).toEqual({ email: 'founder@kaveri.test' });
      if (sent.verify) expect(sent.verify).toEqual({ onboardingid: 'ob-1', otp: '123456' });
      if (sent.confirm) expect(sent.confirm).toEqual({ ...owner, token: 'tok-verified' });
      if (sent.verifyGst) expect(sent.verifyGst).toEqual({ token: 'tok-confirmed', gstin: '27AAPFU0939F1ZV' });
      const last = steps.at(-1);
      if (last?.type === 'SEND' && !last.email.trim())
        expect(snapshot.context.errors).toEqual({ email: EMAIL_REQUIRED });
      if (last?.type === 'VERIFY' && last.otp === '12') expect(snapshot.context.errors).toEqual({ otp: OTP_REQUIRED });
      if (last?.type === 'CONFIRM' && !last.details.company)
        expect(snapshot.context.errors).toEqual({
          company: 'Please enter Company Name',
          password: 'Password should have minimum 6 characters.',
        });
      if (last?.type === 'VERIFY_GST' && last.gstin.endsWith('W'))
        expect(snapshot.context.errors).toEqual({ gstin: 'GST number check digit does not match' });
    });
  }
});
