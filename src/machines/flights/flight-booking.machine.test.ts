import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, SimulatedClock, type AnyActorLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  FAREKEY,
  FLIGHTKEY,
  approvalPrice,
  cardBooking,
  cardStarted,
  changedPrice,
  samePrice,
  tripBooking,
  unavailablePrice,
  walletBooked,
  walletBooking,
} from './flight-booking.machine.fixtures';
import { APPROVAL_FAILED_MESSAGE, fareChangeOf, PRICE_HOLD_MS } from './flight-booking.logic';
import { flightBookingMachine, type FlightBookingEvent, type FlightBookingInput } from './flight-booking.machine';
import { expectedAfter, PRICE_HOLD, type Call, type GraphEvent } from './flight-booking.machine.oracle';

/**
 * Model-based (docs/architecture.md#how-to-add-a-screen): xstate/graph walks the machine with the user's events, the price
 * hold timer and every actor's synthetic done/error events; each path is replayed on a real actor
 * on a simulated clock whose actors are fakes settled by the path's events, and compared with the
 * flow written out plainly (flight-booking.machine.oracle).
 */
const paid = (status: 'booked' | 'redirectingToGateway', outcome: typeof walletBooked) =>
  outcome.ok ? { status, tgbookingref: outcome.tgbookingref, txid: outcome.txid, paymenturl: outcome.paymenturl } : null;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as GraphEvent;
const fail = (id: string, message: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as GraphEvent;

const events: GraphEvent[] = [
  done('repriceFlights', { ok: true, price: samePrice }),
  done('repriceFlights', { ok: true, price: changedPrice }),
  done('repriceFlights', { ok: true, price: approvalPrice }),
  done('repriceFlights', { ok: true, price: unavailablePrice('Travel to GOI is blocked by your company policy') }),
  done('repriceFlights', { ok: true, price: unavailablePrice('') }),
  done('repriceFlights', { ok: false, message: '' }),
  fail('repriceFlights', 'Request timed out'),
  { type: 'ACCEPT_FARE' },
  { type: PRICE_HOLD },
  { type: 'SEND_FOR_APPROVAL', booking: walletBooking },
  { type: 'ADD_TO_TRIP', booking: walletBooking },
  { type: 'ADD_TO_TRIP', booking: tripBooking },
  { type: 'PROCEED_TO_PAYMENT', booking: walletBooking },
  { type: 'PROCEED_TO_PAYMENT', booking: cardBooking },
  { type: 'CONFIRM_PAYMENT' },
  { type: 'EDIT_DETAILS' },
  done('approval', { status: 'sent', approvalid: 'BA1', message: 'Sent to Meera Manager' }),
  done('approval', { status: 'refused', error: APPROVAL_FAILED_MESSAGE }),
  done('tripAddition', { status: 'added', message: 'Added to trip T1' }),
  done('tripAddition', { status: 'refused', error: 'Trip is not open for changes' }),
  done('payment', paid('booked', walletBooked)),
  done('payment', paid('redirectingToGateway', cardStarted)),
  done('payment', { status: 'abandoned' }),
  { type: 'RETRY' },
  { type: 'REPRICE' },
];

const serializeEvent = (event: GraphEvent) =>
  JSON.stringify(event, (_, v: unknown) => (v instanceof Error ? v.message : v));
const SOURCES = ['repriceFlights', 'approval', 'tripAddition', 'payment'];
const never = fromPromise(() => new Promise<never>(() => {})) as AnyActorLogic;
const modelMachine = flightBookingMachine.provide({ actors: Object.fromEntries(SOURCES.map((src) => [src, never])) });
const HOLD_MS = 60_000;

async function replay(input: FlightBookingInput, path: GraphEvent[]) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const calls: Call[] = [];
  const fake = (src: string) =>
    fromPromise<never, unknown>(({ input: received }) => {
      calls.push({ src, input: received });
      return new Promise((resolve, reject) => pending.set(src, { resolve: resolve as (v: unknown) => void, reject }));
    }) as AnyActorLogic;
  const machine = flightBookingMachine.provide({ actors: Object.fromEntries(SOURCES.map((src) => [src, fake(src)])) });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  const flush = () => new Promise((r) => setTimeout(r, 0));
  for (const event of path) {
    const [, kind, , src] = event.type.split('.');
    if (event.type === PRICE_HOLD) {
      // Not a moment early: the price is held for the whole time.
      clock.increment(HOLD_MS - 1);
      expect(actor.getSnapshot().value).toBe('review');
      clock.increment(1);
    } else if (kind === 'done') pending.get(src!)!.resolve((event as { output: unknown }).output);
    else if (kind === 'error') pending.get(src!)!.reject((event as { error: Error }).error);
    else actor.send(event as FlightBookingEvent);
    await flush();
  }
  return { snapshot: actor.getSnapshot(), calls };
}

const label = (steps: GraphEvent[]) =>
  steps
    .map((e) => {
      const name = e.type.replace('xstate.', '').replace('.actor', '').replace('.flightBooking.review', '');
      const out = (
        e as {
          output?: {
            ok?: boolean;
            status?: string;
            price?: { status: string; totalfare: string; approvalrequired: boolean };
          };
        }
      ).output;
      if (out?.price)
        return `${name}(${out.price.status} ${out.price.totalfare}${out.price.approvalrequired ? ' approval' : ''})`;
      if ('booking' in e)
        return `${name}(${e.booking.jsondata.paymentmode}${e.booking.jsondata.tripid ? ' trip' : ''})`;
      return out ? `${name}(${out.status ?? (out.ok ? 'ok' : 'refused')})` : name;
    })
    .join(' → ') || 'start';

const selected = [{ flightkey: FLIGHTKEY, farekey: FAREKEY }];
const inputs: [string, FlightBookingInput][] = [
  ['a fresh visit', { responseid: 'R1', selected, priceHoldMs: HOLD_MS }],
  ['a visit resumed with an approval', { responseid: 'R1', selected, approvalid: 'BA7', priceHoldMs: HOLD_MS }],
];

for (const [name, input] of inputs) {
  describe(`flight booking machine on ${name}`, () => {
    const paths = getShortestPaths(modelMachine, {
      input,
      events: events as FlightBookingEvent[],
      serializeEvent: serializeEvent as (e: FlightBookingEvent) => string,
    });

    it('reaches every outcome of the page', () => {
      const values = new Set(paths.map((p) => p.state.value as string));
      for (const outcome of [
        'review',
        'reviewing',
        'fareChanged',
        'unavailable',
        'repriceFailed',
        'booked',
        'redirectingToGateway',
        'paying',
        'addedToTrip',
      ])
        expect(values).toContain(outcome);
      expect(values.has('sentForApproval')).toBe(!input.approvalid);
    });

    it('takes every event, in every state it reaches, where the flow says (none left out)', () => {
      for (const path of paths) {
        const steps = path.steps.map((s) => s.event as GraphEvent).filter((e) => (e.type as string) !== 'xstate.init');
        for (const next of events) {
          const after = getNextSnapshot(modelMachine, path.state, next as FlightBookingEvent);
          const want = expectedAfter(input, [...steps, next]).value;
          expect(after.value, `${label(steps)} then ${label([next])}`).toBe(want);
        }
      }
    });

    for (const path of paths) {
      const steps = path.steps.map((s) => s.event as GraphEvent).filter((e) => (e.type as string) !== 'xstate.init');
      it(label(steps), async () => {
        const want = expectedAfter(input, steps);
        const { snapshot, calls } = await replay(input, steps);
        expect(snapshot.value).toBe(want.value);
        expect(calls).toEqual(want.calls);
        const { value: _value, calls: _calls, ...context } = want;
        expect(snapshot.context).toMatchObject(context);
      });
    }
  });
}

describe('fare changes', () => {
  it('reports the search total against the new one on the first price, any move after that', () => {
    expect(fareChangeOf(null, samePrice)).toBeNull();
    expect(fareChangeOf(null, changedPrice)).toEqual({ from: '4850.00', to: '5210.00' });
    expect(fareChangeOf(changedPrice, changedPrice)).toBeNull();
    expect(fareChangeOf(changedPrice, samePrice)).toEqual({ from: '5210.00', to: '4850.00' });
  });

  it('holds a price for 15 minutes by default', () => {
    expect(PRICE_HOLD_MS).toBe(900_000);
    const actor = createActor(flightBookingMachine, { input: { responseid: 'R1', selected } });
    expect(actor.getSnapshot().context.priceHoldMs).toBe(900_000);
  });
});
