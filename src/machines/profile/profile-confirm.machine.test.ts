import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { ApiError, NetworkError } from '../../api/errors';
import type { ApiStatus } from '../../contract/envelope';
import { PROFILE_MESSAGES, PROFILE_UPDATE_FAILED, type ProfileConfirmation, type ProfileRules } from '../../domain/profile-confirmation';
import type { SaveRequest } from './profile-confirm.logic';
import { profileConfirmMachine, type ProfileConfirmEvent } from './profile-confirm.machine';

/**
 * Model-based, as login.machine.test.ts: xstate/graph walks the machine with the user's events and
 * the save actor's synthetic done/error events; each path is replayed on a real actor whose save
 * actor is a fake settled by the path, and checked against what the spec says should happen.
 */
type GraphEvent =
  | ProfileConfirmEvent
  | { type: 'xstate.done.actor.save'; output: ApiStatus }
  | { type: 'xstate.error.actor.save'; error: Error };

const TODAY = new Date(2025, 5, 15);
const valid: ProfileConfirmation = {
  title: 'Mr', firstName: 'Rahul', lastName: 'Verma', countryCode: '+91', mobile: '9876543210', gender: 'Male', birthDate: '1990-04-12',
};
const update = (details: Partial<ProfileConfirmation>): GraphEvent => ({ type: 'UPDATE', details: { ...valid, ...details } });
const confirm = (details: Partial<ProfileConfirmation>): GraphEvent => ({ type: 'CONFIRM', details: { ...valid, ...details } });
const answer = (output: ApiStatus): GraphEvent => ({ type: 'xstate.done.actor.save', output });
const fail = (error: Error): GraphEvent => ({ type: 'xstate.error.actor.save', error });

const userEvents = [update({ title: '' }), update({}), confirm({ lastName: 'V' }), confirm({}), { type: 'SKIP' } as GraphEvent];
const settlements = [
  answer({ Status: 'OK', Message: 'Your profile details are updated' }),
  answer({ Status: 'NOK', Message: PROFILE_MESSAGES.mobileInvalid }),
  answer({ Status: 'NOK' }),
  fail(new ApiError(400, 'mobile is too long')),
  fail(new ApiError(500, 'Internal error (request 7)')),
  fail(new NetworkError()),
];

const serializeEvent = (event: GraphEvent) =>
  JSON.stringify(event, (_, value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : value));

function labelOf(events: GraphEvent[]): string {
  return events
    .map((e) => {
      if (e.type === 'UPDATE' || e.type === 'CONFIRM') return `${e.type}(${e.details.title ? '' : 'no title,'}${e.details.lastName})`;
      if (e.type === 'xstate.done.actor.save') return `${e.output.Status}${e.output.Message ? '+msg' : ''}`;
      if (e.type === 'xstate.error.actor.save') return `${e.error.name}${e.error instanceof ApiError ? e.error.status : ''}`;
      return e.type;
    })
    .join(' → ');
}

const modelMachine = profileConfirmMachine.provide({ actors: { save: fromPromise(() => new Promise<ApiStatus>(() => {})) } });

/** The spec's answer for a sequence, derived from the rules rather than the machine. */
function expected(events: GraphEvent[], rules: ProfileRules) {
  const last = events.at(-1);
  const lastSubmit = events.findLast((e) => e.type === 'UPDATE' || e.type === 'CONFIRM');
  if (!last) return { value: { editing: 'idle' }, message: '' };
  if (last.type === 'SKIP') return { value: 'skipped' };
  if (last.type === 'UPDATE' || last.type === 'CONFIRM') {
    const d = last.details;
    if (!d.title) return { value: { editing: 'invalid' }, message: PROFILE_MESSAGES.title };
    if (rules.idProofNames && d.lastName.length < 2) return { value: { editing: 'invalid' }, message: PROFILE_MESSAGES.lastNameTooShort };
    return { value: last.type === 'UPDATE' ? 'updating' : 'confirming', message: '' };
  }
  if (last.type === 'xstate.error.actor.save') {
    const explained = last.error instanceof ApiError && last.error.status < 500;
    return { value: { editing: 'failed' }, message: explained ? last.error.message : PROFILE_UPDATE_FAILED };
  }
  if (last.output.Status === 'NOK') return { value: { editing: 'failed' }, message: last.output.Message || PROFILE_UPDATE_FAILED };
  return { value: lastSubmit?.type === 'CONFIRM' ? 'confirmed' : { editing: 'updated' }, message: last.output.Message };
}

async function replay(events: GraphEvent[], rules: ProfileRules) {
  let settle: { resolve: (s: ApiStatus) => void; reject: (e: Error) => void } | undefined;
  const sent: SaveRequest[] = [];
  const fakeSave = fromPromise<ApiStatus, SaveRequest>(({ input }) => {
    sent.push(input);
    return new Promise((resolve, reject) => (settle = { resolve, reject }));
  });
  const actor = createActor(profileConfirmMachine.provide({ actors: { save: fakeSave } }), { input: { rules, today: TODAY } }).start();
  for (const event of events) {
    if (event.type === 'xstate.done.actor.save') settle!.resolve(event.output);
    else if (event.type === 'xstate.error.actor.save') settle!.reject(event.error);
    else actor.send(event);
    await new Promise((r) => setTimeout(r, 0));
  }
  return { snapshot: actor.getSnapshot(), sent };
}

async function checkPath(events: GraphEvent[], rules: ProfileRules) {
  const want = expected(events, rules);
  const { snapshot, sent } = await replay(events, rules);
  expect(snapshot.value).toEqual(want.value);
  if ('message' in want) expect(snapshot.context.message).toBe(want.message);
  // Each save carries the details and the button (Confirm And Continue or Update) of the submit that started it.
  const accepted = events.filter(
    (e): e is Extract<GraphEvent, { details: ProfileConfirmation }> =>
      (e.type === 'UPDATE' || e.type === 'CONFIRM') && Boolean(e.details.title) && (!rules.idProofNames || e.details.lastName.length >= 2),
  );
  expect(sent).toEqual(accepted.slice(0, sent.length).map((e) => ({ details: e.details, confirm: e.type === 'CONFIRM' })));
}

const stepsOf = (steps: { event: unknown }[]) =>
  steps.map((s) => s.event as GraphEvent).filter((e) => (e.type as string) !== 'xstate.init');

for (const rules of [{ idProofNames: false }, { idProofNames: true }]) {
  const options = {
    events: [...userEvents, ...settlements] as ProfileConfirmEvent[],
    input: { rules, today: TODAY },
    serializeEvent: serializeEvent as (e: ProfileConfirmEvent) => string,
  };

  describe(`profile confirm machine, shortest paths (ID-proof names ${rules.idProofNames})`, () => {
    const paths = getShortestPaths(modelMachine, options);

    it('reaches every state', () => {
      const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      for (const state of ['{"editing":"idle"}', '{"editing":"invalid"}', '{"editing":"failed"}', '{"editing":"updated"}', '"updating"', '"confirming"', '"confirmed"', '"skipped"']) {
        expect(values).toContain(state);
      }
    });

    for (const path of paths) {
      const events = stepsOf(path.steps);
      it(labelOf(events) || 'start', async () => {
        await checkPath(events, rules);
      });
    }
  });

  describe(`profile confirm machine, simple paths after a failed save (ID-proof names ${rules.idProofNames})`, () => {
    const prefix = getShortestPaths(modelMachine, {
      ...options,
      toState: (s) => s.matches({ editing: 'failed' }) && s.context.message === PROFILE_UPDATE_FAILED,
    })[0]!;
    const paths = getSimplePaths(modelMachine, {
      ...options,
      events: [update({}), confirm({}), settlements[0]!, settlements[1]!] as ProfileConfirmEvent[],
      fromState: prefix.state,
    });

    it('includes confirming after the failure', () => {
      expect(paths.some((p) => p.state.value === 'confirmed')).toBe(true);
    });

    for (const path of paths) {
      const events = [...stepsOf(prefix.steps), ...stepsOf(path.steps)];
      it(labelOf(events), async () => {
        await checkPath(events, rules);
      });
    }
  });
}
