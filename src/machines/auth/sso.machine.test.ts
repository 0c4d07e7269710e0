import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { SSO_FAILED_MESSAGE } from '../../contract/login';
import type { SsoOutcome } from '../../session/sso-login';
import { APP_FALLBACK_MS, ssoMachine, type SsoEvent, type SsoInput } from './sso.machine';

/**
 * Model-based like the login machine: xstate/graph walks every path with the user-side event,
 * the fallback timer and the exchange's done/error events; each path is replayed on a real actor
 * with fake timers and a fake exchange settled by the path's events.
 */
const FALLBACK = 'xstate.after.appFallback.sso.tryingApp';
type GraphEvent =
  | SsoEvent
  | { type: typeof FALLBACK }
  | { type: 'xstate.done.actor.exchange'; output: SsoOutcome }
  | { type: 'xstate.error.actor.exchange'; error: Error };

const events: GraphEvent[] = [
  { type: 'APP_OPENED' },
  { type: FALLBACK },
  { type: 'xstate.done.actor.exchange', output: { ok: true, url: '/trips' } },
  { type: 'xstate.done.actor.exchange', output: { ok: false, message: 'This sign-in link has already been used.' } },
  { type: 'xstate.error.actor.exchange', error: new Error('vault write failed') },
];
const serializeEvent = (event: GraphEvent) =>
  JSON.stringify(event, (_, v: unknown) => (v instanceof Error ? v.message : v));
const modelMachine = ssoMachine.provide({
  actors: { exchange: fromPromise(() => new Promise<SsoOutcome>(() => {})) },
  actions: { clearLocalStorage: () => undefined, openApp: () => undefined },
});
const label = (steps: { event: GraphEvent }[]) =>
  steps
    .map(({ event }) => event.type.replace('xstate.', ''))
    .filter((t) => t !== 'init')
    .join(' → ') || 'start';

/** The spec's outcome for a sequence of events, from the rules rather than the machine. */
function expected(input: SsoInput, path: GraphEvent[]) {
  const last = path.at(-1);
  if (!last) return { value: input.mobile ? 'tryingApp' : 'exchanging', exchanged: !input.mobile };
  if (last.type === 'APP_OPENED') return { value: 'handedToApp', exchanged: false };
  if (last.type === FALLBACK) return { value: 'exchanging', exchanged: true };
  if (last.type === 'xstate.error.actor.exchange')
    return { value: 'failed', message: SSO_FAILED_MESSAGE, exchanged: true };
  return last.output.ok
    ? { value: 'signedIn', target: last.output.url, exchanged: true }
    : { value: 'failed', message: last.output.message, exchanged: true };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem('voyage.flag', 'from the previous user');
});
afterEach(() => vi.useRealTimers());

async function replay(input: SsoInput, path: GraphEvent[]) {
  let settle: { resolve: (o: SsoOutcome) => void; reject: (e: Error) => void } | undefined;
  const sent: { client: string; key: string }[] = [];
  const openApp = vi.fn();
  const machine = ssoMachine.provide({
    actors: {
      exchange: fromPromise<SsoOutcome, { client: string; key: string }>(({ input: request }) => {
        sent.push(request);
        return new Promise((resolve, reject) => (settle = { resolve, reject }));
      }),
    },
    actions: { openApp },
  });
  const actor = createActor(machine, { input }).start();
  for (const event of path) {
    if (event.type === 'APP_OPENED') actor.send(event);
    else if (event.type === FALLBACK) {
      await vi.advanceTimersByTimeAsync(APP_FALLBACK_MS - 1);
      expect(actor.getSnapshot().value).toBe('tryingApp');
      await vi.advanceTimersByTimeAsync(1);
    } else if (event.type === 'xstate.done.actor.exchange') settle!.resolve(event.output);
    else settle!.reject(event.error);
    await vi.advanceTimersByTimeAsync(0);
  }
  return { snapshot: actor.getSnapshot(), sent, openApp };
}

for (const mobile of [false, true]) {
  const input: SsoInput = { client: 'saml', key: 'signed.key', mobile };
  describe(`sso machine on ${mobile ? 'a mobile' : 'a desktop'} browser`, () => {
    const options = { input, events: events as SsoEvent[], serializeEvent: serializeEvent as (e: SsoEvent) => string };
    const paths = [...getShortestPaths(modelMachine, options), ...getSimplePaths(modelMachine, options)];

    it('reaches the outcomes the spec names', () => {
      const values = new Set(paths.map((p) => p.state.value));
      expect(values).toEqual(
        new Set(
          mobile
            ? ['tryingApp', 'handedToApp', 'exchanging', 'signedIn', 'failed']
            : ['exchanging', 'signedIn', 'failed'],
        ),
      );
    });

    for (const path of paths) {
      it(label(path.steps as { event: GraphEvent }[]), async () => {
        const steps = (path.steps as { event: GraphEvent }[])
          .map((s) => s.event)
          .filter((e) => (e.type as string) !== 'xstate.init');
        const want = expected(input, steps);
        const { snapshot, sent, openApp } = await replay(input, steps);
        expect(snapshot.value).toBe(want.value);
        expect(localStorage.length).toBe(0);
        expect(openApp).toHaveBeenCalledTimes(mobile ? 1 : 0);
        expect(sent).toEqual(want.exchanged ? [{ client: 'saml', key: 'signed.key' }] : []);
        if ('message' in want) expect(snapshot.output).toEqual({ target: null, message: want.message });
        if ('target' in want) expect(snapshot.output).toEqual({ target: want.target, message: '' });
      });
    }
  });
}
