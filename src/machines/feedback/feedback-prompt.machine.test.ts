import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { ApiError } from '../../api/errors';
import { FEEDBACK_FAILED, RATINGS_REQUIRED } from '../../domain/feedback';
import {
  type FeedbackPromptInput,
  type PendingAnswer,
  type SubmitFields,
} from './feedback-prompt.logic';
import { type FeedbackPromptEvent, feedbackPromptMachine } from './feedback-prompt.machine';

/*
 * Model-based: xstate/graph walks every path over the user's events and the two
 * calls' done/error events; each path is replayed on a real actor whose fake calls are settled by
 * the path's events, and the end is checked against the spec's rules, not against the machine.
 */
type GraphEvent =
  | FeedbackPromptEvent
  | { type: 'xstate.done.actor.loadPendingTrips'; output: PendingAnswer }
  | { type: 'xstate.error.actor.loadPendingTrips'; error: Error }
  | { type: 'xstate.done.actor.submitFeedback'; output: undefined }
  | { type: 'xstate.error.actor.submitFeedback'; error: Error };

const TRIP = {
  tripid: '710001',
  tripname: 'Pune plant audit',
  destination: 'Pune',
  destinationcountry: 'IN',
  fromdate: '2026-02-10',
  todate: '2026-02-12',
  status: 'ticketed',
};
const answers = {
  eligible: { ResponseStatus: { status: 'OK' }, specialclient: true, trips: [TRIP] },
  notSpecial: { ResponseStatus: { status: 'OK' }, specialclient: false, trips: [TRIP] },
  draftOnly: { ResponseStatus: { status: 'OK' }, specialclient: true, trips: [{ ...TRIP, tripid: 'draft-1b2c' }] },
} satisfies Record<string, PendingAnswer>;
const rated = { booking: 4.5, travel: 4, bookingText: ' Quick ', travelText: '' };
const duplicate = new ApiError(409, 'tripid: feedback for this trip was already submitted');

const named: [string, GraphEvent][] = [
  ['quiet', { type: 'SCREEN_QUIET' }],
  ['loaded(eligible)', { type: 'xstate.done.actor.loadPendingTrips', output: answers.eligible }],
  ['loaded(not special)', { type: 'xstate.done.actor.loadPendingTrips', output: answers.notSpecial }],
  ['loaded(draft only)', { type: 'xstate.done.actor.loadPendingTrips', output: answers.draftOnly }],
  ['load failed', { type: 'xstate.error.actor.loadPendingTrips', error: new Error('offline') }],
  ['SUBMIT(unrated)', { type: 'SUBMIT', form: { ...rated, travel: 0 } }],
  ['SUBMIT(rated)', { type: 'SUBMIT', form: rated }],
  ['LATER', { type: 'LATER' }],
  ['saved', { type: 'xstate.done.actor.submitFeedback', output: undefined }],
  ['save failed', { type: 'xstate.error.actor.submitFeedback', error: new ApiError(500, 'boom') }],
  ['save refused(duplicate)', { type: 'xstate.error.actor.submitFeedback', error: duplicate }],
];
const events = named.map(([, event]) => event);
const names = new Map(named.map(([name, event]) => [event, name]));
const label = (steps: GraphEvent[]) => steps.map((e) => names.get(e) ?? e.type).join(' → ') || 'start';
const serializeEvent = (event: GraphEvent) =>
  JSON.stringify(event, (_, v: unknown) => (v instanceof Error ? `${v.name}:${v.message}` : v));
const modelMachine = feedbackPromptMachine.provide({
  actors: {
    loadPendingTrips: fromPromise(() => new Promise<PendingAnswer>(() => {})),
    submitFeedback: fromPromise(() => new Promise<void>(() => {})),
  },
  actions: { markShownToday: () => undefined },
});

/** The spec's state after the path, worked out from the rules by the path's last event. */
function expected(
  input: FeedbackPromptInput,
  path: GraphEvent[],
): { value: unknown; message?: string; outcome?: string } {
  const last = path.at(-1);
  if (!last)
    return input.role === 'traveladmin' || input.dismissed
      ? { value: 'closed', outcome: 'notShown' }
      : { value: 'waiting' };
  switch (last.type) {
    case 'SCREEN_QUIET':
      return { value: 'loading' };
    case 'xstate.done.actor.loadPendingTrips':
      return last.output === answers.eligible
        ? { value: { open: 'editing' } }
        : { value: 'closed', outcome: 'notShown' };
    case 'xstate.error.actor.loadPendingTrips':
      return { value: 'closed', outcome: 'notShown' };
    case 'SUBMIT':
      return last.form.travel === 0
        ? { value: { open: 'invalid' }, message: RATINGS_REQUIRED }
        : { value: 'submitting' };
    case 'LATER':
      return { value: 'closed', outcome: 'later' };
    case 'xstate.done.actor.submitFeedback':
      return { value: 'closed', outcome: 'submitted' };
    case 'xstate.error.actor.submitFeedback':
      return last.error === duplicate
        ? { value: 'closed', outcome: 'submitted' }
        : { value: { open: 'failed' }, message: FEEDBACK_FAILED };
  }
}

type Settle<T> = { resolve: (value: T) => void; reject: (error: Error) => void };

async function replay(input: FeedbackPromptInput, path: GraphEvent[]) {
  let load: Settle<PendingAnswer> | undefined;
  let save: Settle<void> | undefined;
  const loads: unknown[] = [];
  const submits: SubmitFields[] = [];
  const marks: string[] = [];
  const machine = feedbackPromptMachine.provide({
    actions: { markShownToday: ({ context }) => marks.push(context.today) },
    actors: {
      loadPendingTrips: fromPromise<PendingAnswer, { corporateid: string; profileid: string }>(({ input: request }) => {
        loads.push(request);
        return new Promise((resolve, reject) => (load = { resolve, reject }));
      }),
      submitFeedback: fromPromise<void, SubmitFields>(({ input: fields }) => {
        submits.push(fields);
        return new Promise((resolve, reject) => (save = { resolve, reject }));
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  for (const event of path) {
    if (event.type === 'xstate.done.actor.loadPendingTrips') load!.resolve(event.output);
    else if (event.type === 'xstate.error.actor.loadPendingTrips') load!.reject(event.error);
    else if (event.type === 'xstate.done.actor.submitFeedback') save!.resolve();
    else if (event.type === 'xstate.error.actor.submitFeedback') save!.reject(event.error);
    else actor.send(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { snapshot: actor.getSnapshot(), loads, submits, marks };
}

// prettier-ignore
const base: FeedbackPromptInput = { corporateid: '1001', profileid: '20001', role: 'employee', dismissed: false, today: '2026-03-01' };
const inputs: [string, FeedbackPromptInput][] = [
  ['a special client’s traveller', base],
  ['a travel admin', { ...base, role: 'traveladmin' }],
  ['a traveller already asked today', { ...base, dismissed: true }],
];

for (const [who, input] of inputs) {
  describe(`feedback prompt for ${who}`, () => {
    const options = {
      input,
      events: events as FeedbackPromptEvent[],
      serializeEvent: serializeEvent as (e: FeedbackPromptEvent) => string,
    };
    const paths = [...getShortestPaths(modelMachine, options), ...getSimplePaths(modelMachine, options)];
    const blocked = input.role === 'traveladmin' || input.dismissed;

    it('reaches the outcomes the spec names, and only those', () => {
      const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      // prettier-ignore
      const all = ['"waiting"', '"loading"', '{"open":"editing"}', '{"open":"invalid"}', '{"open":"failed"}', '"submitting"', '"closed"'];
      expect(values).toEqual(new Set(blocked ? ['"closed"'] : all));
    });

    for (const path of paths) {
      const steps = (path.steps as { event: GraphEvent }[])
        .map((s) => s.event)
        .filter((e) => (e.type as string) !== 'xstate.init');
      it(label(steps), async () => {
        const want = expected(input, steps);
        const { snapshot, loads, submits, marks } = await replay(input, steps);
        expect(snapshot.value).toEqual(want.value);
        if (want.message) expect(snapshot.context.message).toBe(want.message);
        if (want.outcome) expect(snapshot.output).toEqual({ outcome: want.outcome });
        // Never a call for someone who is not asked; one load once the screen is quiet.
        expect(loads).toEqual(
          steps.some((e) => e.type === 'SCREEN_QUIET') ? [{ corporateid: '1001', profileid: '20001' }] : [],
        );
        const validSubmits = steps.filter((e) => e.type === 'SUBMIT' && e.form.travel > 0).length;
        expect(submits).toHaveLength(validSubmits);
        for (const fields of submits) {
          // prettier-ignore
          expect(fields).toEqual({ tripid: '710001', bookingrating: 4.5, travelrating: 4, overallrating: 4.25, feedbacktext: 'Quick', travelfeedbacktext: '' });
        }
        // Shown means done for the day, whatever the user does with it.
        const shown = steps.some((e) => e.type === 'xstate.done.actor.loadPendingTrips' && e.output === answers.eligible);
        expect(marks.length > 0 ? marks[0] : null).toBe(shown ? '2026-03-01' : null);
      });
    }
  });
}
