import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { RegisterResponse } from '../../contract/registration/operations';
import { type RegistrationFields, validateRegistration } from '../../domain/registration';
import { REGISTRATION_FAILED, type Outcome } from '../../ui/registration/public-calls';
import { registrationMachine, type RegistrationEvent } from './registration.machine';

/**
 * Model-based (docs/architecture.md#how-to-add-a-screen): xstate/graph walks the machine with the user's events and the
 * register actor's synthetic done/error events; each path is replayed on a real actor whose
 * register actor is a fake settled by the path, and checked against the spec's rules.
 */
type GraphEvent =
  | RegistrationEvent
  | { type: 'xstate.done.actor.register'; output: Outcome<RegisterResponse> }
  | { type: 'xstate.error.actor.register'; error: Error };

const filled: RegistrationFields = {
  salutation: 'Mr',
  first_name: 'Ravi',
  last_name: 'Iyer',
  company: 'Iyer Travels',
  contact_email: ' ravi@iyer.test ',
  mobile_number: '9876543210',
  password: 'secret1',
  user_category: 'corporate',
};
const submit = (change: Partial<RegistrationFields>): GraphEvent => ({
  type: 'SUBMIT',
  fields: { ...filled, ...change },
});
const answer = (output: Outcome<RegisterResponse>): GraphEvent => ({ type: 'xstate.done.actor.register', output });

const events: GraphEvent[] = [
  submit({ first_name: '', password: '' }),
  submit({ password: '12345' }),
  submit({}),
  answer({ ok: true, value: { success: true, message: 'Registered', profileid: 'p1' } }),
  answer({ ok: false, message: 'An account with this email already exists. Please log in instead.' }),
  { type: 'xstate.error.actor.register', error: new Error('boom') },
  { type: 'DISMISS' },
];

const serializeEvent = (event: GraphEvent) =>
  JSON.stringify(event, (_, value: unknown) => (value instanceof Error ? value.message : value));

function labelOf(path: GraphEvent[]): string {
  return (
    path
      .map((e) => {
        if (e.type === 'SUBMIT') {
          const errors = Object.keys(validateRegistration(e.fields));
          return errors.length ? `SUBMIT(missing ${errors.join(',')})` : 'SUBMIT(valid)';
        }
        if (e.type === 'xstate.done.actor.register') return e.output.ok ? 'OK' : 'NOK';
        if (e.type === 'xstate.error.actor.register') return 'THROW';
        return e.type;
      })
      .join(' → ') || 'start'
  );
}

/** Where the spec says each path ends, worked out from the events, not from the machine. */
function expected(path: GraphEvent[]) {
  let state: unknown = { editing: 'idle' };
  let errors = {};
  let message = '';
  let sent: RegistrationFields | null = null;
  for (const e of path) {
    if (e.type === 'SUBMIT') {
      errors = validateRegistration(e.fields);
      message = '';
      state = Object.keys(errors).length ? { editing: 'invalid' } : 'submitting';
      if (state === 'submitting') sent = e.fields;
    } else if (e.type === 'DISMISS') {
      message = '';
      state = { editing: 'idle' };
    } else if (e.type === 'xstate.error.actor.register') {
      message = REGISTRATION_FAILED;
      state = { editing: 'failure' };
    } else if (e.output.ok) state = 'done';
    else {
      message = e.output.message;
      state = { editing: 'failure' };
    }
  }
  return { state, errors, message, sent };
}

async function replay(path: GraphEvent[]) {
  let settle: { resolve: (o: Outcome<RegisterResponse>) => void; reject: (e: Error) => void } | undefined;
  const sent: RegistrationFields[] = [];
  const fake = fromPromise<Outcome<RegisterResponse>, RegistrationFields>(({ input }) => {
    sent.push(input);
    return new Promise((resolve, reject) => (settle = { resolve, reject }));
  });
  const actor = createActor(registrationMachine.provide({ actors: { register: fake } })).start();
  for (const e of path) {
    if (e.type === 'SUBMIT' || e.type === 'DISMISS') actor.send(e);
    else if (e.type === 'xstate.done.actor.register') settle!.resolve(e.output);
    else settle!.reject(e.error);
    await new Promise((r) => setTimeout(r, 0));
  }
  return { snapshot: actor.getSnapshot(), sent };
}

async function check(path: GraphEvent[]) {
  const want = expected(path);
  const { snapshot, sent } = await replay(path);
  expect(snapshot.value).toEqual(want.state);
  expect(snapshot.context.message).toBe(want.message);
  if (want.state !== 'done' && want.state !== 'submitting') expect(snapshot.context.errors).toEqual(want.errors);
  if (want.state === 'done') expect(snapshot.output).toEqual({ email: 'ravi@iyer.test' });
  if (want.sent) expect(sent.at(-1)).toEqual(want.sent);
}

const modelMachine = registrationMachine.provide({
  actors: { register: fromPromise(() => new Promise<Outcome<RegisterResponse>>(() => {})) },
});
const options = {
  events: events as RegistrationEvent[],
  serializeEvent: serializeEvent as (e: RegistrationEvent) => string,
};
const stepsOf = (p: { steps: { event: unknown }[] }) =>
  p.steps.map((s) => s.event as GraphEvent).filter((e) => (e.type as string) !== 'xstate.init');

describe('registration machine, shortest path to every state', () => {
  const paths = getShortestPaths(modelMachine, options);

  it('reaches idle, errors, submitting, failure and success', () => {
    expect(new Set(paths.map((p) => JSON.stringify(p.state.value)))).toEqual(
      new Set(['{"editing":"idle"}', '{"editing":"invalid"}', '"submitting"', '{"editing":"failure"}', '"done"']),
    );
  });

  for (const path of paths) it(labelOf(stepsOf(path)), () => check(stepsOf(path)));
});

describe('registration machine, every simple path after a server refusal', () => {
  const prefix = getShortestPaths(modelMachine, { ...options, toState: (s) => s.matches({ editing: 'failure' }) })[0]!;
  const paths = getSimplePaths(modelMachine, { ...options, fromState: prefix.state });

  it('includes registering after the refusal', () => {
    expect(paths.some((p) => p.state.value === 'done')).toBe(true);
  });

  for (const path of paths) {
    const full = [...stepsOf(prefix), ...stepsOf(path)];
    it(labelOf(full), () => check(full));
  }
});
