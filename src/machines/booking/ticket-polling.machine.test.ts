import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type FlightInvoice, FlightInvoiceSchema } from '../../contract/flights/invoice';
import { ticketStage } from './ticket-polling.logic';
import { type TicketPollingInput, ticketPollingMachine } from './ticket-polling.machine';

/*
 * Model-based: xstate/graph walks every state over the fetch's answers (pending in
 * any case, ticketed, no ticket, failure) and the poll timer; each path is replayed on a real actor
 * with vi fake timers and a fake fetch settled by the path's events, and checked against the
 * spec's rule (docs/product.md#flight-e-ticket: re-fetch every interval while pending, at most N times) worked out here.
 */
const AFTER = 'xstate.after.pollInterval.ticketPolling.pending.waiting';
type GraphEvent =
  | { type: typeof AFTER }
  | { type: 'xstate.done.actor.fetchTicket'; output: FlightInvoice | null }
  | { type: 'xstate.error.actor.fetchTicket'; error: Error };

const invoice = (booking_status: string): FlightInvoice =>
  v.parse(FlightInvoiceSchema, {
    passengerRecords: {
      title: 'Ms',
      first_name: 'Meera',
      last_name: 'Iyer',
      trip_number: 1,
      paxid: 1,
      status: booking_status,
      email: '',
    },
    flightRecord: {
      booking_status,
      cabinclass: 'economy',
      basefare: '4200.00',
      tax: '657.50',
      total_amount: '4857.50',
    },
  });
const answer = (output: FlightInvoice | null): GraphEvent => ({ type: 'xstate.done.actor.fetchTicket', output });
const events: GraphEvent[] = [
  answer(invoice('pending')),
  answer(invoice('PENDING')),
  answer(invoice('ticketed')),
  answer(null),
  { type: 'xstate.error.actor.fetchTicket', error: new Error('Network is down') },
  { type: AFTER },
];

const INTERVAL = 10_000;
const input: TicketPollingInput = { txid: 'FL100001', maxRefetches: 3 };
const json = (value: unknown) => JSON.stringify(value, (_, x: unknown) => (x instanceof Error ? x.message : x));
const status = (i: FlightInvoice | null) => i?.flightRecord.booking_status ?? null;

/** The spec's outcome of a path, step by step, independent of the machine's definition. */
function expected(path: GraphEvent[], max = input.maxRefetches!) {
  let at = 'loading';
  let refetches = 0;
  let shown: string | null = null;
  let error = '';
  for (const event of path) {
    if (event.type === AFTER) {
      if (at === 'waiting') [at, refetches] = ['refetching', refetches + 1];
      continue;
    }
    if (at !== 'loading' && at !== 'refetching') continue;
    const afterPending = refetches < max ? 'waiting' : 'stillPending';
    if (event.type === 'xstate.error.actor.fetchTicket') {
      [at, error] = [at === 'loading' ? 'failed' : afterPending, event.error.message];
      continue;
    }
    const stage = ticketStage(event.output);
    error = '';
    shown = stage === 'notFound' ? null : status(event.output);
    at = stage === 'notFound' ? 'notFound' : stage === 'settled' ? 'ticketed' : afterPending;
  }
  const value = at === 'waiting' || at === 'refetching' ? { pending: at } : at;
  return { value, refetches, shown, error, fetches: 1 + refetches };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Settle = { resolve: (i: FlightInvoice | null) => void; reject: (e: Error) => void };

function fakeFetch() {
  let pending: Settle | undefined;
  const calls: { txid: string; at: number }[] = [];
  const actor = fromPromise<FlightInvoice | null, { txid: string }>(({ input: request }) => {
    calls.push({ txid: request.txid, at: Date.now() });
    return new Promise((resolve, reject) => (pending = { resolve, reject }));
  });
  const settle = (fn: (s: Settle) => void) => {
    const current = pending;
    pending = undefined;
    if (current) fn(current);
  };
  return { actor, calls, settle };
}

async function replay(path: GraphEvent[]) {
  const fetch = fakeFetch();
  const actor = createActor(ticketPollingMachine.provide({ actors: { fetchTicket: fetch.actor } }), { input }).start();
  await vi.advanceTimersByTimeAsync(0);
  for (const event of path) {
    if (event.type === AFTER) {
      const waiting = actor.getSnapshot().matches({ pending: 'waiting' });
      await vi.advanceTimersByTimeAsync(INTERVAL - 1);
      if (waiting) expect(actor.getSnapshot().value).toEqual({ pending: 'waiting' });
      await vi.advanceTimersByTimeAsync(1);
    } else if (event.type === 'xstate.done.actor.fetchTicket') fetch.settle((s) => s.resolve(event.output));
    else fetch.settle((s) => s.reject(event.error));
    await vi.advanceTimersByTimeAsync(0);
  }
  return { snapshot: actor.getSnapshot(), calls: fetch.calls };
}

describe('ticket polling machine (the flight e-ticket)', () => {
  const modelMachine = ticketPollingMachine.provide({
    actors: { fetchTicket: fromPromise(() => new Promise<FlightInvoice | null>(() => {})) },
  });
  const paths = getShortestPaths(modelMachine, {
    input,
    events: events as never[],
    serializeEvent: json as never,
    serializeState: (state) =>
      json([state.value, state.context.refetches, status(state.context.ticket), state.context.error]),
  });

  it('reaches loading, waiting, refetching and all four finals', () => {
    const values = new Set(paths.map((p) => json(p.state.value)));
    for (const v of [
      '"loading"',
      '{"pending":"waiting"}',
      '{"pending":"refetching"}',
      '"ticketed"',
      '"notFound"',
      '"failed"',
      '"stillPending"',
    ])
      expect(values).toContain(v);
  });

  for (const path of paths) {
    const steps = (path.steps as { event: GraphEvent }[])
      .map((s) => s.event)
      .filter((e) => (e.type as string) !== 'xstate.init');
    const label =
      steps
        .map((e) => (e.type === 'xstate.done.actor.fetchTicket' ? `done(${status(e.output)})` : e.type.split('.')[1]))
        .join(' → ') || 'start';

    it(label, async () => {
      const want = expected(steps);
      const { snapshot, calls } = await replay(steps);
      expect(snapshot.value).toEqual(want.value);
      expect([snapshot.context.refetches, status(snapshot.context.ticket), snapshot.context.error]).toEqual([
        want.refetches,
        want.shown,
        want.error,
      ]);
      expect(calls.map((c) => c.txid)).toEqual(Array(want.fetches).fill('FL100001'));
      // Each re-fetch is one full interval after the answer before it.
      calls.slice(1).forEach((c, i) => expect(c.at - calls[i]!.at).toBeGreaterThanOrEqual(INTERVAL));
    });

    it(`${label} → each event`, async () => {
      for (const next of events) {
        const extended = [...steps, next];
        const want = expected(extended);
        const { snapshot } = await replay(extended);
        expect({ value: snapshot.value, refetches: snapshot.context.refetches }, json(extended)).toEqual({
          value: want.value,
          refetches: want.refetches,
        });
      }
    });
  }
});
