import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { encodeReviewQuery } from '../../domain/insurance-query';
import {
  cardBooking,
  cardStarted,
  goodPlan,
  modified,
  price,
  refusedPlan,
  search,
  walletBooked,
  walletBooking,
} from './insurance.machine.fixtures';
import { APPROVAL_FAILED_MESSAGE, reviewQueryFor } from './insurance.logic';
import { insuranceMachine, type InsuranceEvent, type InsuranceMachineInput } from './insurance.machine';
import { expectedAfter, type Call, type GraphEvent } from './insurance.machine.oracle';

/**
 * Model-based (docs/architecture.md#how-to-add-a-screen): xstate/graph walks the machine with the user's events and every
 * actor's synthetic done/error events; each path is replayed on a real actor whose actors are
 * fakes settled by the path's events, and compared with the spec's flow (insurance.machine.oracle).
 */
const paid = (status: 'booked' | 'redirectingToGateway', outcome: typeof walletBooked) =>
  outcome.ok ? { status, tgbookingref: outcome.tgbookingref, txid: outcome.txid, paymenturl: outcome.paymenturl } : null;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as GraphEvent;
const fail = (id: string, message: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as GraphEvent;

const events: GraphEvent[] = [
  { type: 'SEARCH', request: search },
  { type: 'MODIFY_SEARCH', request: modified },
  done('searchPlans', [goodPlan, refusedPlan]),
  done('searchPlans', []),
  fail('searchPlans', 'offline'),
  { type: 'SELECT_PLAN', plan: refusedPlan },
  { type: 'SELECT_PLAN', plan: goodPlan },
  done('fetchPrice', { ok: true, price: price(false) }),
  done('fetchPrice', { ok: true, price: price(true) }),
  done('fetchPrice', { ok: false, message: 'Covers travellers aged 0 to 60: traveller 1 is 72' }),
  fail('fetchPrice', 'Request timed out'),
  { type: 'PRICE_LOADED', price: price(false) },
  { type: 'SEND_FOR_APPROVAL', booking: walletBooking },
  { type: 'ADD_TO_TRIP', booking: walletBooking },
  { type: 'PROCEED_TO_PAYMENT', booking: walletBooking },
  { type: 'PROCEED_TO_PAYMENT', booking: cardBooking },
  { type: 'CONFIRM_PAYMENT' },
  { type: 'EDIT_DETAILS' },
  done('approval', { status: 'sent', approvalid: 'BA1', message: 'Sent for approval' }),
  done('approval', { status: 'refused', error: APPROVAL_FAILED_MESSAGE }),
  done('tripAddition', { status: 'added', message: '' }),
  done('tripAddition', { status: 'refused', error: 'Trip is not open for changes' }),
  done('payment', paid('booked', walletBooked)),
  done('payment', paid('redirectingToGateway', cardStarted)),
  { type: 'RETRY' },
];

const serializeEvent = (event: GraphEvent) =>
  JSON.stringify(event, (_, v: unknown) => (v instanceof Error ? v.message : v));
const SOURCES = ['searchPlans', 'fetchPrice', 'approval', 'tripAddition', 'payment'];
const never = fromPromise(() => new Promise<never>(() => {})) as AnyActorLogic;
const modelMachine = insuranceMachine.provide({ actors: Object.fromEntries(SOURCES.map((src) => [src, never])) });

async function replay(input: InsuranceMachineInput, path: GraphEvent[]) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const calls: Call[] = [];
  const fake = (src: string) =>
    fromPromise<never, unknown>(({ input: received }) => {
      calls.push({ src, input: received });
      return new Promise((resolve, reject) => pending.set(src, { resolve: resolve as (v: unknown) => void, reject }));
    }) as AnyActorLogic;
  const machine = insuranceMachine.provide({
    actors: Object.fromEntries(SOURCES.map((src) => [src, fake(src)])),
  });
  const actor = createActor(machine, { input }).start();
  for (const event of path) {
    const [, kind, , src] = event.type.split('.');
    if (kind === 'done') pending.get(src!)!.resolve((event as { output: unknown }).output);
    else if (kind === 'error') pending.get(src!)!.reject((event as { error: Error }).error);
    else actor.send(event as InsuranceEvent);
    await new Promise((r) => setTimeout(r, 0));
  }
  return { snapshot: actor.getSnapshot(), calls };
}

const label = (steps: GraphEvent[]) =>
  steps.map((e) => e.type.replace('xstate.', '').replace('.actor', '')).join(' → ') || 'start';

const review = reviewQueryFor(search, goodPlan);
const inputs: [string, InsuranceMachineInput][] = [
  ['search page', { entry: 'search' }],
  ['results page in a trip session', { entry: 'results', query: search, tripid: '710001' }],
  ['review page', { entry: 'review', query: review }],
  ['review page resumed with an approval', { entry: 'review', query: review, approvalid: 'BA7' }],
];

for (const [name, input] of inputs) {
  describe(`insurance machine from the ${name}`, () => {
    const paths = getShortestPaths(modelMachine, {
      input,
      events: events as InsuranceEvent[],
      serializeEvent: serializeEvent as (e: InsuranceEvent) => string,
    });

    it('reaches the review outcomes the spec names', () => {
      const values = new Set(paths.map((p) => p.state.value as string));
      for (const outcome of ['review', 'reviewing', 'priceFailed', 'booked', 'redirectingToGateway', 'paying'])
        expect(values).toContain(outcome);
      expect(values.has('addedToTrip')).toBe(input.tripid !== undefined);
      expect(values.has('sentForApproval')).toBe(!input.approvalid);
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

it('prices the plan picked on the results list with the review query the book link carries', () => {
  expect(encodeReviewQuery(review)).toBe(
    'IR-DOM-SILVER;DOM-SILVER;1180.00;1;DOM;1;2026-12-01;2026-12-11;1;1990-01-01;36',
  );
});
