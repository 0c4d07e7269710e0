import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { LoginOutcome } from '../../api/client';
import { NetworkError } from '../../api/errors';
import { landingPath, safeRedirect } from '../../domain/landing';
import { loginFixture } from '../../session/login-fixture';
import { loginMachine, type LoginEvent } from './login.machine';
import { OFFLINE_MESSAGE, type Credentials } from './login.logic';

/**
 * Model-based: xstate/graph walks the machine with every event below (user submits plus the
 * login actor's synthetic done/error events), and each path it finds is replayed on a real
 * actor whose login actor is a fake settled by the path's events (docs/architecture.md#how-to-add-a-screen).
 */
type GraphEvent =
  | LoginEvent
  | { type: 'xstate.done.actor.login'; output: LoginOutcome }
  | { type: 'xstate.error.actor.login'; error: Error };

const submit = (userid: string, password: string): GraphEvent => ({ type: 'SUBMIT', userid, password });
const answer = (output: LoginOutcome): GraphEvent => ({ type: 'xstate.done.actor.login', output });
const fail = (error: Error): GraphEvent => ({ type: 'xstate.error.actor.login', error });
const ok = (overrides: Parameters<typeof loginFixture>[0]): LoginOutcome => ({
  ok: true,
  login: loginFixture(overrides),
});
const unverified = (pretripflowtype: string) => {
  const base = loginFixture();
  return ok({
    profilemaster: { ...base.profilemaster, userverified: false },
    serviceconfig: { ...base.serviceconfig, showverifypopup: true, pretripflowtype },
  });
};

const submits = [
  submit('', ''),
  submit('   ', 'Demo@12345'),
  submit('traveller@acme.test', ''),
  submit(' traveller@acme.test ', 'Demo@12345'),
];
const answers = [
  answer(ok({})),
  answer(ok({ defaulthome: 'trips' })),
  answer(ok({ passwordchange: true, defaulthome: 'trips' })),
  answer(unverified('approvalfirst')),
  answer(unverified('default')),
  answer({ ok: false, message: 'Invalid userid or password' }),
];
const failures = [fail(new NetworkError()), fail(new Error('Session vault key could not be stored'))];
const redirects = [null, '/trips?status=pending#latest', '//evil.example/phish', '/'];

const serializeEvent = (event: GraphEvent) =>
  JSON.stringify(event, (_, value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : value));

function labelOf(steps: { event: GraphEvent }[]): string {
  return steps
    .map(({ event }) => {
      if (event.type === 'SUBMIT') return `SUBMIT(${event.userid.trim() ? 'id' : '-'},${event.password ? 'pw' : '-'})`;
      if (event.type === 'xstate.done.actor.login')
        return event.output.ok ? `OK(${landingPath(event.output.login)})` : 'NOK';
      if (event.type === 'xstate.error.actor.login') return event.error.name;
      return null;
    })
    .filter(Boolean)
    .join(' → ');
}

// The traversal computes transitions only; a login that never settles keeps it from touching the network.
const modelMachine = loginMachine.provide({
  actors: { login: fromPromise(() => new Promise<LoginOutcome>(() => {})) },
});

/** What the spec says should happen, derived from the domain rules rather than from the machine. */
function expected(events: GraphEvent[], redirectTo: string | null) {
  const last = events.at(-1);
  if (!last) return { value: { editing: 'idle' } };
  if (last.type === 'SUBMIT') {
    const errors = {
      ...(last.userid.trim() ? {} : { userid: 'Please enter Email' }),
      ...(last.password ? {} : { password: 'Please enter Password' }),
    };
    return Object.keys(errors).length ? { value: { editing: 'idle' }, errors } : { value: 'submitting' };
  }
  if (last.type === 'xstate.error.actor.login') {
    return {
      value: { editing: 'failure' },
      message: last.error instanceof NetworkError ? OFFLINE_MESSAGE : last.error.message,
    };
  }
  if (!last.output.ok) return { value: { editing: 'failure' }, message: last.output.message };
  const landing = landingPath(last.output.login);
  const forced = landing === '/password-change' || landing === '/profile';
  return { value: 'done', target: forced ? landing : (safeRedirect(redirectTo) ?? landing) };
}

async function replay(events: GraphEvent[], redirectTo: string | null) {
  let settle: { resolve: (o: LoginOutcome) => void; reject: (e: Error) => void } | undefined;
  const sentCredentials: Credentials[] = [];
  const fakeLogin = fromPromise<LoginOutcome, Credentials>(({ input }) => {
    sentCredentials.push(input);
    return new Promise((resolve, reject) => (settle = { resolve, reject }));
  });
  const actor = createActor(loginMachine.provide({ actors: { login: fakeLogin } }), { input: { redirectTo } }).start();
  for (const event of events) {
    if (event.type === 'SUBMIT') actor.send(event);
    else if (event.type === 'xstate.done.actor.login') settle!.resolve(event.output);
    else settle!.reject(event.error);
    await new Promise((r) => setTimeout(r, 0));
  }
  return { snapshot: actor.getSnapshot(), sentCredentials };
}

async function checkPath(steps: { event: GraphEvent }[], redirectTo: string | null) {
  const events = steps.map((s) => s.event).filter((e) => (e.type as string) !== 'xstate.init');
  const want = expected(events, redirectTo);
  const { snapshot, sentCredentials } = await replay(events, redirectTo);
  expect(snapshot.value).toEqual(want.value);
  if ('errors' in want) expect(snapshot.context.errors).toEqual(want.errors);
  if ('message' in want) expect(snapshot.context.message).toBe(want.message);
  if ('target' in want) expect(snapshot.output).toEqual({ target: want.target });
  for (const sent of sentCredentials) expect(sent).toEqual({ userid: 'traveller@acme.test', password: 'Demo@12345' });
}

describe('login machine, shortest path to every state', () => {
  for (const redirectTo of redirects) {
    const paths = getShortestPaths(modelMachine, {
      events: [...submits, ...answers, ...failures] as LoginEvent[],
      input: { redirectTo },
      serializeEvent: serializeEvent as (e: LoginEvent) => string,
    });

    it(`reaches every outcome (redirect_to ${String(redirectTo)})`, () => {
      const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      expect(values).toEqual(new Set(['{"editing":"idle"}', '"submitting"', '{"editing":"failure"}', '"done"']));
      const targets = new Set(paths.filter((p) => p.state.value === 'done').map((p) => p.state.output?.target));
      expect(targets).toContain('/password-change');
      expect(targets).toContain('/profile');
    });

    for (const path of paths) {
      it(`${labelOf(path.steps as { event: GraphEvent }[]) || 'start'} (redirect_to ${String(redirectTo)})`, async () => {
        await checkPath(path.steps as { event: GraphEvent }[], redirectTo);
      });
    }
  }
});

describe('login machine, every simple path after a failed attempt', () => {
  const events = [
    submit('', ''),
    submit('traveller@acme.test', 'Demo@12345'),
    answer(ok({})),
    answer({ ok: false, message: 'Invalid userid or password' }),
    fail(new NetworkError()),
  ];
  const options = {
    input: { redirectTo: '/trips' },
    events: events as LoginEvent[],
    serializeEvent: serializeEvent as (e: LoginEvent) => string,
  };
  // The machine forgets how it got to a state, so a simple path from the start never retries;
  // starting the walk at "offline failure" makes every retry sequence a simple path.
  const prefix = getShortestPaths(modelMachine, {
    ...options,
    toState: (s) => s.context.message === OFFLINE_MESSAGE,
  })[0]!;
  const paths = getSimplePaths(modelMachine, { ...options, fromState: prefix.state });

  it('includes logging in after the failure', () => {
    expect(paths.some((p) => p.state.value === 'done')).toBe(true);
  });

  for (const path of paths) {
    const steps = [...prefix.steps, ...path.steps] as { event: GraphEvent }[];
    it(labelOf(steps), async () => {
      await checkPath(steps, '/trips');
    });
  }
});
