import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { CancellationQuote } from '../../contract/flights/cancel';
import { type FlightInvoice, FlightInvoiceSchema } from '../../contract/flights/invoice';
import {
  type CancelAnswer,
  type FlightCancelEvent,
  type FlightCancelInput,
  type QuoteAnswer,
  SELECT_TRAVELLER,
  flightCancelMachine,
} from './flight-cancel.machine';

/*
 * Model-based: xstate/graph walks every state over the user's ticks, remarks,
 * confirm and close, the three calls' answers and failures, and the poll timer; each path is
 * replayed on a real actor with fake calls settled by the path's events, and checked against the
 * drawer's rules worked out step by step here: no call without a traveller ('Please select
 * traveller to cancel'), a quote for exactly the ticked travellers after each change, the request
 * for exactly them, and after an accepted request the ticket re-fetched while it is being cancelled.
 */
const AFTER = 'xstate.after.pollInterval.flightCancel.watching.waiting';
type GraphEvent =
  | FlightCancelEvent
  | { type: typeof AFTER }
  | { type: 'xstate.done.actor.quote'; output: QuoteAnswer }
  | { type: 'xstate.error.actor.quote'; error: Error }
  | { type: 'xstate.done.actor.request'; output: CancelAnswer }
  | { type: 'xstate.error.actor.request'; error: Error }
  | { type: 'xstate.done.actor.fetch'; output: FlightInvoice | null }
  | { type: 'xstate.error.actor.fetch'; error: Error };

const QUOTE: CancellationQuote = { txid: 'FL700001', refundto: 'wallet', travellers: [], totalpenalty: '0.00', totalrefund: '0.00' };
const invoice = (booking_status: string, pax: string): FlightInvoice =>
  v.parse(FlightInvoiceSchema, {
    passengerRecords: [{ trip_number: 1, paxid: 1, status: pax }],
    flightRecord: { booking_status, cabinclass: 'economy', basefare: '1.00', tax: '0.00', total_amount: '1.00' },
  });
const events: GraphEvent[] = [
  { type: 'OPEN' },
  { type: 'CLOSE' },
  { type: 'TOGGLE', paxsno: 1 },
  { type: 'TOGGLE', paxsno: 2 },
  { type: 'REMARKS', remarks: 'Meeting moved' },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.quote', output: { message: '', quote: QUOTE } },
  { type: 'xstate.done.actor.quote', output: { message: 'This booking is already cancelled', quote: null } },
  { type: 'xstate.error.actor.quote', error: new Error('offline') },
  { type: 'xstate.done.actor.request', output: { accepted: true, message: 'Cancelled', refundamount: '10.00' } },
  { type: 'xstate.done.actor.request', output: { accepted: false, message: 'This booking is already cancelled', refundamount: '' } },
  { type: 'xstate.error.actor.request', error: new Error('offline') },
  { type: 'xstate.done.actor.fetch', output: invoice('ticketed', 'canxprocessing') },
  { type: 'xstate.done.actor.fetch', output: invoice('refunded', 'refunded') },
  { type: 'xstate.error.actor.fetch', error: new Error('offline') },
  { type: AFTER },
];
const INTERVAL = 1_000;
const input: FlightCancelInput = { txid: 'FL700001', processing: false, pollIntervalMs: INTERVAL, maxRefetches: 1 };
const json = (value: unknown) => JSON.stringify(value, (_, x: unknown) => (x instanceof Error ? x.message : x));

type Call = { actor: 'quote' | 'request' | 'fetch'; paxsno?: number[]; remarks?: string };

/** The drawer's rules over a path: where it is, what is ticked and shown, and which calls were made. */
function expected(path: GraphEvent[]) {
  let at = 'closed';
  let selected: number[] = [];
  let remarks = '';
  let error = '';
  let refetches = 0;
  const calls: Call[] = [];
  const fetch = () => ((at = 'fetching'), calls.push({ actor: 'fetch' }));
  for (const event of path) {
    const inDrawer = at === 'choosing' || at === 'quoting';
    if (event.type === 'OPEN' && at === 'closed') [at, selected, remarks, error] = ['choosing', [], '', ''];
    else if (event.type === 'CLOSE' && inDrawer) at = 'closed';
    else if (event.type === 'REMARKS' && inDrawer) remarks = event.remarks;
    else if (event.type === 'TOGGLE' && inDrawer) {
      selected = (selected.includes(event.paxsno) ? selected.filter((n) => n !== event.paxsno) : [...selected, event.paxsno]).sort();
      error = '';
      if (selected.length === 0) at = 'choosing';
      else [at] = ['quoting', calls.push({ actor: 'quote', paxsno: selected })];
    } else if (event.type === 'CONFIRM' && inDrawer) {
      if (selected.length === 0) error = SELECT_TRAVELLER;
      else [at] = ['submitting', calls.push({ actor: 'request', paxsno: selected, remarks })];
    } else if (event.type === 'xstate.done.actor.quote' && at === 'quoting')
      [at, error] = ['choosing', event.output.quote ? '' : event.output.message];
    else if (event.type === 'xstate.error.actor.quote' && at === 'quoting') [at, error] = ['choosing', event.error.message];
    else if (event.type === 'xstate.done.actor.request' && at === 'submitting') {
      if (event.output.accepted) [error, refetches] = ['', 0, fetch()];
      else [at, error] = ['choosing', event.output.message];
    } else if (event.type === 'xstate.error.actor.request' && at === 'submitting') [at, error] = ['choosing', event.error.message];
    else if (event.type === 'xstate.done.actor.fetch' && at === 'fetching') {
      const cancelling = [event.output!.flightRecord.booking_status, ...event.output!.passengerRecords.map((p) => p.status)].includes('canxprocessing');
      at = cancelling ? (refetches < input.maxRefetches! ? 'waiting' : 'closed') : 'closed';
    } else if (event.type === 'xstate.error.actor.fetch' && at === 'fetching') at = refetches < input.maxRefetches! ? 'waiting' : 'closed';
    else if (event.type === AFTER && at === 'waiting') [refetches] = [refetches + 1, fetch()];
  }
  const value =
    at === 'choosing' || at === 'quoting' ? { editing: at } : at === 'fetching' || at === 'waiting' ? { watching: at } : at;
  return { value, selected, error, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Settle = { resolve: (value: unknown) => void; reject: (error: Error) => void };

async function replay(path: GraphEvent[]) {
  const pending: Partial<Record<Call['actor'], Settle>> = {};
  const calls: Call[] = [];
  const fake = <O, I extends object>(name: Call['actor']) =>
    fromPromise<O, I>(({ input: request }) => {
      calls.push({ actor: name, ...request } as Call);
      return new Promise<O>((resolve, reject) => (pending[name] = { resolve: resolve as (value: unknown) => void, reject }));
    });
  const machine = flightCancelMachine.provide({
    actors: {
      quoteCancellation: fake<QuoteAnswer, { txid: string; paxsno: number[] }>('quote'),
      requestCancellation: fake<CancelAnswer, { txid: string; paxsno: number[]; remarks: string }>('request'),
      fetchTicket: fake<FlightInvoice | null, { txid: string }>('fetch'),
    },
  });
  const actor = createActor(machine, { input }).start();
  for (const event of path) {
    const match = /^xstate\.(done|error)\.actor\.(quote|request|fetch)$/.exec(event.type);
    if (event.type === AFTER) await vi.advanceTimersByTimeAsync(INTERVAL);
    else if (match) {
      const settle = pending[match[2] as Call['actor']];
      delete pending[match[2] as Call['actor']];
      if (match[1] === 'done') settle?.resolve((event as { output: unknown }).output);
      else settle?.reject((event as { error: Error }).error);
    } else actor.send(event as FlightCancelEvent);
    await vi.advanceTimersByTimeAsync(0);
  }
  // The fake's input carries txid too; the rules speak of travellers and remarks.
  return { snapshot: actor.getSnapshot(), calls: calls.map(({ actor: a, paxsno, remarks }) => ({ actor: a, ...(paxsno ? { paxsno } : {}), ...(a === 'request' ? { remarks } : {}) })) };
}

describe('flight cancel drawer machine', () => {
  const model = flightCancelMachine.provide({
    actors: {
      quoteCancellation: fromPromise(() => new Promise<QuoteAnswer>(() => {})),
      requestCancellation: fromPromise(() => new Promise<CancelAnswer>(() => {})),
      fetchTicket: fromPromise(() => new Promise<FlightInvoice | null>(() => {})),
    },
  });
  const paths = getShortestPaths(model, {
    input,
    events: events as never[],
    serializeEvent: json as never,
    serializeState: (state) => json([state.value, state.context.selected, state.context.remarks, state.context.error, state.context.refetches]),
  });

  it('reaches the drawer, quoting, submitting, watching and waiting', () => {
    const values = new Set(paths.map((p) => json(p.state.value)));
    for (const value of ['"closed"', '{"editing":"choosing"}', '{"editing":"quoting"}', '"submitting"', '{"watching":"fetching"}', '{"watching":"waiting"}'])
      expect(values).toContain(value);
  });

  it.each(paths.map((p) => [json(p.steps.map((s) => s.event.type)), p] as const))('follows the rules: %s', async (_, path) => {
    const steps = path.steps.map((s) => s.event as GraphEvent);
    const want = expected(steps);
    const { snapshot, calls } = await replay(steps);
    expect(snapshot.value).toEqual(want.value);
    expect(snapshot.context.selected).toEqual(want.selected);
    expect(snapshot.context.error).toBe(want.error);
    expect(calls).toEqual(want.calls);
  });

  it.each([
    ['confirm with nobody ticked', [{ type: 'OPEN' }, { type: 'CONFIRM' }]],
    ['untick the only traveller, then confirm', [{ type: 'OPEN' }, { type: 'TOGGLE', paxsno: 2 }, { type: 'TOGGLE', paxsno: 2 }, { type: 'CONFIRM' }]],
    ['tick two, remarks, confirm, accepted, settled', [{ type: 'OPEN' }, { type: 'TOGGLE', paxsno: 2 }, { type: 'TOGGLE', paxsno: 1 }, { type: 'REMARKS', remarks: 'Meeting moved' }, { type: 'CONFIRM' }, events[9]!, events[13]!]],
  ] as [string, GraphEvent[]][])('the rules hold for a chosen path: %s', async (_, steps) => {
    const want = expected(steps);
    const { snapshot, calls } = await replay(steps);
    expect(snapshot.value).toEqual(want.value);
    expect(snapshot.context.error).toBe(want.error);
    expect(calls).toEqual(want.calls);
  });
});
