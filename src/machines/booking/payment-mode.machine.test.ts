import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type PaymentMode, paymentModeChoice } from '../../domain/payment-mode';
import {
  type BalanceAnswer,
  type BookingConfigAnswer,
  type PaymentModeEvent,
  type PaymentModeInput,
  paymentModeMachine,
} from './payment-mode.machine';

/*
 * Model-based: xstate/graph walks to every reachable state over the user's choices,
 * re-pricing, and the two calls' answers and failures; each path is replayed on a real actor whose
 * fake calls are settled by the path's events, and the end is checked against docs/product.md#payment-mode
 * (through the pure rule), not against the machine's own definition.
 */
type GraphEvent =
  | PaymentModeEvent
  | { type: 'xstate.done.actor.fetchBalance'; output: BalanceAnswer }
  | { type: 'xstate.error.actor.fetchBalance'; error: Error }
  | { type: 'xstate.done.actor.fetchBookingConfig'; output: BookingConfigAnswer }
  | { type: 'xstate.error.actor.fetchBookingConfig'; error: Error };

const TOTAL = 1_180_00n;
const input: PaymentModeInput = { profileid: '20001', corporateid: '1001', totalPaise: TOTAL };
const balance = (balancePaise: bigint | null): GraphEvent => ({
  type: 'xstate.done.actor.fetchBalance',
  output: { balancePaise, currency: 'INR' },
});
const config = (modes: BookingConfigAnswer['modes'], companyAccount = false): GraphEvent => ({
  type: 'xstate.done.actor.fetchBookingConfig',
  output: { modes, companyAccount },
});

const events: GraphEvent[] = [
  balance(50_000_00n),
  balance(500_00n),
  balance(null),
  { type: 'xstate.error.actor.fetchBalance', error: new Error('offline') },
  config('all'),
  config('wallet'),
  config('paymentgateway'),
  config(''),
  config('all', true),
  config('wallet', true),
  { type: 'xstate.error.actor.fetchBookingConfig', error: new Error('offline') },
  { type: 'CHOOSE_WALLET' },
  { type: 'CHOOSE_CARD' },
  { type: 'CHOOSE_COMPANY' },
  { type: 'TOTAL_CHANGED', totalPaise: 60_000_00n },
  { type: 'TOTAL_CHANGED', totalPaise: TOTAL },
];
const json = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v instanceof Error ? v.message : v));
const modelMachine = paymentModeMachine.provide({
  actors: {
    fetchBalance: fromPromise(() => new Promise<BalanceAnswer>(() => {})),
    fetchBookingConfig: fromPromise(() => new Promise<BookingConfigAnswer>(() => {})),
  },
});

/** The spec's outcome of a path, worked out step by step from the rule. */
function expected(path: GraphEvent[]): { value: unknown; mode: PaymentMode | null } {
  let bal: bigint | null | undefined;
  let cfg: BookingConfigAnswer | undefined;
  let total = TOTAL;
  let mode: PaymentMode | null = null;
  const ready = () => bal !== undefined && cfg !== undefined;
  const facts = () => ({
    balancePaise: bal ?? null,
    totalPaise: total,
    config: cfg?.modes ?? '',
    companyAccount: cfg?.companyAccount ?? false,
  });
  for (const event of path) {
    const wasReady = ready();
    // A call settles once: its first answer (or failure) is the one that counts.
    if (event.type === 'xstate.done.actor.fetchBalance' && bal === undefined) bal = event.output.balancePaise;
    if (event.type === 'xstate.error.actor.fetchBalance' && bal === undefined) bal = null;
    if (event.type === 'xstate.done.actor.fetchBookingConfig' && cfg === undefined) cfg = event.output;
    if (event.type === 'xstate.error.actor.fetchBookingConfig' && cfg === undefined)
      cfg = { modes: '', companyAccount: false };
    if (event.type === 'TOTAL_CHANGED') total = event.totalPaise;
    if (!ready()) continue;
    const choice = paymentModeChoice(facts());
    if (!wasReady || event.type === 'TOTAL_CHANGED') mode = choice.defaultMode;
    if (event.type === 'CHOOSE_WALLET' && choice.walletSelectable) mode = 'cashcard';
    if (event.type === 'CHOOSE_CARD' && choice.cardSelectable) mode = 'creditcard';
    if (event.type === 'CHOOSE_COMPANY' && choice.companySelectable) mode = 'company';
  }
  if (!ready()) return { value: 'checkingBalance', mode: null };
  const state = { cashcard: 'wallet', creditcard: 'card', company: 'company' } as const;
  return { value: { ready: mode ? state[mode] : 'unavailable' }, mode };
}

type Settle<T> = { resolve: (value: T) => void; reject: (error: Error) => void };

async function replay(path: GraphEvent[]) {
  let bal: Settle<BalanceAnswer> | undefined;
  let cfg: Settle<BookingConfigAnswer> | undefined;
  const calls: unknown[] = [];
  const machine = paymentModeMachine.provide({
    actors: {
      fetchBalance: fromPromise<BalanceAnswer, { profileid: string; corporateid: string }>(({ input: request }) => {
        calls.push(['balance', request]);
        return new Promise((resolve, reject) => (bal = { resolve, reject }));
      }),
      fetchBookingConfig: fromPromise<BookingConfigAnswer, { corporateid: string }>(({ input: request }) => {
        calls.push(['config', request]);
        return new Promise((resolve, reject) => (cfg = { resolve, reject }));
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  for (const event of path) {
    if (event.type === 'xstate.done.actor.fetchBalance') bal!.resolve(event.output);
    else if (event.type === 'xstate.error.actor.fetchBalance') bal!.reject(event.error);
    else if (event.type === 'xstate.done.actor.fetchBookingConfig') cfg!.resolve(event.output);
    else if (event.type === 'xstate.error.actor.fetchBookingConfig') cfg!.reject(event.error);
    else actor.send(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { snapshot: actor.getSnapshot(), calls };
}

describe('payment-mode chooser machine', () => {
  const paths = getShortestPaths(modelMachine, {
    input,
    events: events as PaymentModeEvent[],
    serializeEvent: json as (e: PaymentModeEvent) => string,
    serializeState: (state) => json([state.value, state.context]),
  });

  it('reaches checking and each of the four ready states', () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect(values).toEqual(
      new Set(['"checkingBalance"', '{"ready":"wallet"}', '{"ready":"card"}', '{"ready":"company"}', '{"ready":"unavailable"}']),
    );
  });

  for (const path of paths) {
    const steps = (path.steps as { event: GraphEvent }[])
      .map((s) => s.event)
      .filter((e) => (e.type as string) !== 'xstate.init');
    const label = steps.map((e) => json(e)).join(' → ') || 'start';
    it(label, async () => {
      const want = expected(steps);
      const { snapshot, calls } = await replay(steps);
      expect(snapshot.value).toEqual(want.value);
      expect(snapshot.context.mode).toBe(want.mode);
      // Both calls start at once, once each, with the caller's own ids.
      expect(calls).toEqual([
        ['balance', { profileid: '20001', corporateid: '1001' }],
        ['config', { corporateid: '1001' }],
      ]);
    });

    // Every transition, not just every state: each event taken once more from this path's end.
    it(`${label} → each event`, async () => {
      for (const next of events) {
        const extended = [...steps, next];
        const { snapshot } = await replay(extended);
        expect({ value: snapshot.value, mode: snapshot.context.mode }, json(extended)).toEqual(expected(extended));
      }
    });
  }
});
