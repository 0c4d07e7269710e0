import { expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/**
 * Model-based tests of a shared booking machine that makes one call and ends (the approval
 * request, the trip addition): xstate/graph walks it with the call's synthetic done/error events;
 * each path is replayed on a real actor whose call is a fake settled by the path's events, and
 * compared with the flow written out plainly (the test's expectedAfter).
 */
export type CallEvent<O> = { type: 'done'; output: O } | { type: 'error'; error: Error };

export interface Expected {
  value: string;
  /** Every request the call was sent, in order. */
  calls: unknown[];
  /** The machine's output once it is done (what the booking machine reads). */
  output?: unknown;
}

interface OneCall<O> {
  name: string;
  /** The machine as the booking machines get it: its call left as it is set up. */
  machine: AnyStateMachine;
  /** The machine with a page's call (approvalWith, addToTripWith). */
  machineWith: (call: (input: unknown) => Promise<O>) => AnyStateMachine;
  /** The call's name in the machine's setup(). */
  src: string;
  input: unknown;
  events: CallEvent<O>[];
  expectedAfter: (path: CallEvent<O>[]) => Expected;
  outcomes: string[];
}

const graphEvent = (src: string, e: CallEvent<unknown>) =>
  e.type === 'done'
    ? { type: `xstate.done.actor.${src}`, output: e.output }
    : { type: `xstate.error.actor.${src}`, error: e.error };
const callEvent = <O>(src: string, event: { type: string; output?: unknown; error?: unknown }): CallEvent<O> =>
  event.type === `xstate.done.actor.${src}`
    ? { type: 'done', output: event.output as O }
    : { type: 'error', error: event.error as Error };
const serializeEvent = (event: unknown) =>
  JSON.stringify(event, (_, v: unknown) => (v instanceof Error ? v.message : v));
const label = (path: CallEvent<unknown>[]) =>
  path
    .map((e) => (e.type === 'done' ? `done(${JSON.stringify(e.output)})` : `error(${e.error.message})`))
    .join(' → ') || 'start';

async function replay<O>(spec: OneCall<O>, path: CallEvent<O>[]) {
  const calls: unknown[] = [];
  let settle: { resolve: (v: O) => void; reject: (e: Error) => void } | null = null;
  const machine = spec.machineWith((received) => {
    calls.push(received);
    return new Promise<O>((resolve, reject) => (settle = { resolve, reject }));
  });
  const actor = createActor(machine, { input: spec.input }).start();
  for (const event of path) {
    if (event.type === 'done') settle!.resolve(event.output);
    else settle!.reject(event.error);
    await new Promise((r) => setTimeout(r, 0));
  }
  return { snapshot: actor.getSnapshot(), calls };
}

/** The machine's paths as tests: every outcome reached, every event where the flow says, each path replayed. */
export function testOneCall<O>(spec: OneCall<O>) {
  const never = fromPromise(() => new Promise<never>(() => {})) as AnyActorLogic;
  const modelMachine = spec.machine.provide({ actors: { [spec.src]: never } });
  const events = spec.events.map((e) => graphEvent(spec.src, e as CallEvent<unknown>));
  const paths = getShortestPaths(modelMachine, { input: spec.input, events, serializeEvent });
  const stepsOf = (path: (typeof paths)[number]) =>
    path.steps
      .map((s) => s.event as { type: string })
      .filter((e) => e.type !== 'xstate.init')
      .map((e) => callEvent<O>(spec.src, e));

  it(`${spec.name}: reaches every outcome`, () => {
    expect([...new Set(paths.map((p) => p.state.value as string))].sort()).toEqual([...spec.outcomes].sort());
  });

  it(`${spec.name}: takes every event, in every state it reaches, where the flow says (none left out)`, () => {
    for (const path of paths) {
      const steps = stepsOf(path);
      spec.events.forEach((next, i) => {
        const after = getNextSnapshot(modelMachine, path.state, events[i]!);
        expect(after.value, `${label(steps)} then ${label([next])}`).toBe(spec.expectedAfter([...steps, next]).value);
      });
    }
  });

  for (const path of paths) {
    const steps = stepsOf(path);
    it(`${spec.name}: ${label(steps)}`, async () => {
      const want = spec.expectedAfter(steps);
      const { snapshot, calls } = await replay(spec, steps);
      expect(snapshot.value).toBe(want.value);
      expect(calls).toEqual(want.calls);
      expect(snapshot.output).toEqual(want.output);
    });
  }
}
