import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { api } from '../../api';
import { type FlightInvoice, FlightInvoiceSchema, flightEticket } from '../../contract/flights/invoice';
import { TICKET_POLL_INTERVAL_MS, TICKET_POLL_MAX_REFETCHES } from './ticket-polling.logic';
import { ticketPollingMachine } from './ticket-polling.machine';

/* docs/product.md#flight-e-ticket/docs/product.md#constants-and-code-tables in time: every 10 s while pending, at most 18 times; shortened only by configuration. */
const invoice = (booking_status: string): FlightInvoice =>
  v.parse(FlightInvoiceSchema, {
    flightRecord: {
      booking_status,
      cabinclass: 'economy',
      basefare: '4200.00',
      tax: '657.50',
      total_amount: '4857.50',
    },
  });
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A fetch that answers at once with the next scripted status (the last one repeats). */
function scriptedFetch(statuses: string[], now: () => number) {
  const calls: number[] = [];
  const actor = fromPromise<FlightInvoice | null, { txid: string }>(async () => {
    calls.push(now());
    return invoice(statuses[Math.min(calls.length, statuses.length) - 1]!);
  });
  return { actor, calls };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ticket polling in time', () => {
  it('keeps the spec figures: 10 s, 18 re-fetches', () => {
    expect([TICKET_POLL_INTERVAL_MS, TICKET_POLL_MAX_REFETCHES]).toEqual([10_000, 18]);
  });

  it('on a simulated clock: fetches at 0 s, then 18 times 10 s apart, then stops still pending', async () => {
    const clock = new SimulatedClock();
    const fetch = scriptedFetch(['pending'], () => clock.now());
    const actor = createActor(ticketPollingMachine.provide({ actors: { fetchTicket: fetch.actor } }), {
      input: { txid: 'FL100001' },
      clock,
    }).start();
    await flush();
    for (let second = 1; second <= 240; second++) {
      clock.increment(1_000);
      await flush();
    }
    expect(fetch.calls).toEqual(Array.from({ length: 19 }, (_, i) => i * 10_000));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'stillPending', refetches: 18 });
    expect(actor.getSnapshot().output?.ticket?.flightRecord.booking_status).toBe('pending');
  });

  it('with vi fake timers: nothing before 10 s, and the 18th re-fetch at 180 s is the last', async () => {
    vi.useFakeTimers();
    const fetch = scriptedFetch(['pending'], () => Date.now());
    const start = Date.now();
    const actor = createActor(ticketPollingMachine.provide({ actors: { fetchTicket: fetch.actor } }), {
      input: { txid: 'FL1' },
    }).start();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ pending: 'waiting' });
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(170_000);
    expect(fetch.calls.map((t) => t - start)).toEqual(Array.from({ length: 19 }, (_, i) => i * 10_000));
    expect(actor.getSnapshot().value).toBe('stillPending');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch.calls).toHaveLength(19);
  });

  it('stops as soon as the ticket is issued', async () => {
    vi.useFakeTimers();
    const fetch = scriptedFetch(['pending', 'pending', 'Pending', 'ticketed'], () => Date.now());
    const actor = createActor(ticketPollingMachine.provide({ actors: { fetchTicket: fetch.actor } }), {
      input: { txid: 'FL1' },
    }).start();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetch.calls).toHaveLength(4);
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'ticketed', refetches: 3 });
  });

  it('is shortened by input, without touching the machine', async () => {
    vi.useFakeTimers();
    const fetch = scriptedFetch(['pending'], () => Date.now());
    const actor = createActor(ticketPollingMachine.provide({ actors: { fetchTicket: fetch.actor } }), {
      input: { txid: 'FL1', pollIntervalMs: 50, maxRefetches: 2 },
    }).start();
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch.calls).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('stillPending');
  });

  it('is shortened by .provide({ delays })', async () => {
    vi.useFakeTimers();
    const fetch = scriptedFetch(['pending'], () => Date.now());
    const machine = ticketPollingMachine.provide({ actors: { fetchTicket: fetch.actor }, delays: { pollInterval: 5 } });
    const actor = createActor(machine, { input: { txid: 'FL1' } }).start();
    await vi.advanceTimersByTimeAsync(18 * 5);
    expect(fetch.calls).toHaveLength(19);
    expect(actor.getSnapshot().value).toBe('stillPending');
  });

  it('asks TG-GENERIC eticket for the txid by default, and "" means no ticket', async () => {
    const call = vi.spyOn(api, 'callOperation').mockResolvedValue({ FlightInvoice: null });
    const actor = createActor(ticketPollingMachine, { input: { txid: 'FL404' } }).start();
    await flush();
    expect(call).toHaveBeenCalledWith(flightEticket, { txid: 'FL404' });
    expect(actor.getSnapshot().value).toBe('notFound');
  });

  it('a failed first fetch ends in failed with the reason', async () => {
    vi.spyOn(api, 'callOperation').mockRejectedValue(new Error('Network is down'));
    const actor = createActor(ticketPollingMachine, { input: { txid: 'FL1' } }).start();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', ticket: null, refetches: 0 });
    expect(actor.getSnapshot().context.error).toBe('Network is down');
  });
});
