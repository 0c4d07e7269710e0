import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { APPROVAL_FAILED_MESSAGE } from './hotel-booking.logic';
import {
  cardBooking,
  cardStarted,
  KEY,
  NEW_KEY,
  priceRise,
  unchanged,
  walletBooking,
  walletPaid,
} from './hotel-booking.machine.fixtures';
import { hotelBookingMachine, type HotelBookingEvent, type HotelBookingInput } from './hotel-booking.machine';
import { expectedAfter, type Call, type GraphEvent } from './hotel-booking.machine.oracle';

/**
 * Model-based (docs/architecture.md#how-to-add-a-screen): xstate/graph walks the machine with the
 * user's events and every actor's synthetic done/error events; each path is replayed on a real
 * actor whose actors are fakes settled by the path's events, and compared with the flow written out
 * plainly (hotel-booking.machine.oracle).
 */
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as GraphEvent;
const fail = (id: string, message: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as GraphEvent;

const events: GraphEvent[] = [
  done('loadApprovedRequest', walletBooking),
  done('loadApprovedRequest', null),
  fail('loadApprovedRequest', 'Request timed out'),
  done('recheckRate', unchanged),
  done('recheckRate', priceRise),
  done('recheckRate', { status: 'soldout' }),
  done('recheckRate', { status: 'offline' }),
  done('recheckRate', { status: 'failed', message: 'ratekey: not a rate key of this supplier' }),
  fail('recheckRate', 'Request timed out'),
  { type: 'RETRY' },
  { type: 'ONLINE' },
  { type: 'ACCEPT_PRICE' },
  { type: 'GO_BACK' },
  { type: 'SEND_FOR_APPROVAL', booking: walletBooking },
  { type: 'ADD_TO_TRIP', booking: walletBooking },
  { type: 'PROCEED_TO_PAYMENT', booking: walletBooking },
  { type: 'PROCEED_TO_PAYMENT', booking: cardBooking },
  { type: 'CONFIRM_PAYMENT' },
  { type: 'EDIT_DETAILS' },
  { type: 'RECHECK' },
  done('approval', { status: 'sent', approvalid: 'BA1', message: 'Sent to Meera' }),
  done('approval', { status: 'refused', error: APPROVAL_FAILED_MESSAGE }),
  done('tripAddition', { status: 'added', message: '' }),
  done('tripAddition', { status: 'refused', error: 'Trip is not open for changes' }),
  done('payment', walletPaid),
  done('payment', cardStarted),
  done('payment', { status: 'abandoned' }),
];

const serializeEvent = (event: GraphEvent) =>
  JSON.stringify(event, (_, v: unknown) => (v instanceof Error ? v.message : v));
const SOURCES = ['loadApprovedRequest', 'recheckRate', 'online', 'approval', 'tripAddition', 'payment'];
const never = fromPromise(() => new Promise<never>(() => {})) as AnyActorLogic;
const withNetwork = (offline: boolean) => hotelBookingMachine.provide({ guards: { offline: () => offline } });

async function replay(input: HotelBookingInput, offline: boolean, path: GraphEvent[]) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const calls: Call[] = [];
  const fake = (src: string) =>
    fromPromise<never, unknown>(({ input: received }) => {
      calls.push({ src, input: received });
      return new Promise((resolve, reject) => pending.set(src, { resolve: resolve as (v: unknown) => void, reject }));
    }) as AnyActorLogic;
  const machine = withNetwork(offline).provide({ actors: Object.fromEntries(SOURCES.map((src) => [src, fake(src)])) });
  const actor = createActor(machine, { input }).start();
  for (const event of path) {
    const [, kind, , src] = event.type.split('.');
    if (kind === 'done') pending.get(src!)!.resolve((event as { output: unknown }).output);
    else if (kind === 'error') pending.get(src!)!.reject((event as { error: Error }).error);
    else actor.send(event as HotelBookingEvent);
    await new Promise((r) => setTimeout(r, 0));
  }
  return { snapshot: actor.getSnapshot(), calls };
}

const label = (steps: GraphEvent[]) =>
  steps.map((e) => e.type.replace('xstate.', '').replace('.actor', '')).join(' → ') || 'start';

const outOfPolicy = { inpolicy: false, reasons: ['Above the nightly limit of ₹8,000'], needsapproval: true };
const inputs: [string, HotelBookingInput, boolean][] = [
  ['an in-policy rate', { ratekey: KEY, policy: { inpolicy: true, reasons: [], needsapproval: false } }, false],
  ['a rate needing approval in a trip session', { ratekey: KEY, policy: outOfPolicy, tripid: '710001' }, false],
  ['a rate resumed with its approval', { ratekey: KEY, policy: outOfPolicy, approvalid: 'BA7' }, false],
  ['a page opened offline', { ratekey: KEY, policy: null }, true],
];

for (const [name, input, offline] of inputs) {
  describe(`hotel booking machine for ${name}`, () => {
    const paths = getShortestPaths(
      withNetwork(offline).provide({ actors: Object.fromEntries(SOURCES.map((s) => [s, never])) }),
      {
        input,
        events: events as HotelBookingEvent[],
        serializeEvent: serializeEvent as (e: HotelBookingEvent) => string,
      },
    );

    it('reaches the outcomes the booking screen names', () => {
      const values = new Set(paths.map((p) => p.state.value as string));
      for (const outcome of ['review', 'priceChanged', 'soldOut', 'waitingForNetwork', 'recheckFailed', 'wentBack'])
        expect(values).toContain(outcome);
      const pays = !input.policy?.needsapproval || Boolean(input.approvalid);
      for (const outcome of ['reviewing', 'paying', 'booked', 'redirectingToGateway'])
        expect(values.has(outcome)).toBe(pays);
      expect(values.has('addedToTrip')).toBe(input.tripid !== undefined);
      expect(values.has('sentForApproval')).toBe(!pays);
    });

    for (const path of paths) {
      const steps = path.steps.map((s) => s.event as GraphEvent).filter((e) => (e.type as string) !== 'xstate.init');
      it(label(steps), async () => {
        const want = expectedAfter(input, offline, steps);
        const { snapshot, calls } = await replay(input, offline, steps);
        expect(snapshot.value).toBe(want.value);
        expect(calls).toEqual(want.calls);
        const { value: _value, calls: _calls, ...context } = want;
        expect(snapshot.context).toMatchObject(context);
      });
    }
  });
}

it('books the new key once the new price is accepted', async () => {
  const { snapshot } = await replay({ ratekey: KEY, policy: null }, false, [
    done('recheckRate', priceRise),
    { type: 'ACCEPT_PRICE' },
  ]);
  expect(snapshot.value).toBe('review');
  expect(snapshot.context.ratekey).toBe(NEW_KEY);
});

it('reads the approval’s request back before rechecking the rate of a resumed page', async () => {
  const { snapshot, calls } = await replay({ ratekey: KEY, policy: outOfPolicy, approvalid: 'BA7' }, false, [
    done('loadApprovedRequest', walletBooking),
  ]);
  expect(calls.map((c) => c.src)).toEqual(['loadApprovedRequest', 'recheckRate']);
  expect(calls[0]!.input).toEqual({ approvalid: 'BA7' });
  expect(snapshot.value).toBe('rechecking');
  expect(snapshot.context.resumed).toEqual(walletBooking);
});
