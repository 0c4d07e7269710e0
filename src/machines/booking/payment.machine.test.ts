import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, type AnyActorLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { paymentMachine, paymentWith, type PaymentEvent, type PaymentOutcome } from './payment.machine';

/**
 * Model-based: xstate/graph walks the payment with the user's events and the book call's synthetic
 * done/error events; each path is replayed on a real actor whose book call is a fake settled by the
 * path's events, and compared with the flow written out plainly (expectedAfter).
 */
type GraphEvent =
  | PaymentEvent
  | { type: 'xstate.done.actor.book'; output: PaymentOutcome }
  | { type: 'xstate.error.actor.book'; error: Error };

const FAILED = 'Failed to book. Please try again.';
const walletRequest = { paymentmode: 'cashcard', clientref: 'c-1' };
const cardRequest = { paymentmode: 'creditcard', clientref: 'c-1' };
const walletPaid: PaymentOutcome = { ok: true, tgbookingref: 'B1', txid: 'TX1', paymenturl: '' };
const cardStarted: PaymentOutcome = { ok: true, tgbookingref: 'B2', txid: 'TX2', paymenturl: '/sandbox-gateway/PAY1' };

const events: GraphEvent[] = [
  { type: 'xstate.done.actor.book', output: walletPaid },
  { type: 'xstate.done.actor.book', output: cardStarted },
  { type: 'xstate.done.actor.book', output: { ok: false, message: 'Insufficient wallet balance' } },
  { type: 'xstate.done.actor.book', output: { ok: false, message: '' } },
  { type: 'xstate.error.actor.book', error: new Error('offline') },
  { type: 'xstate.error.actor.book', error: new Error('') },
  { type: 'RETRY' },
  { type: 'PROCEED_TO_PAYMENT', booking: cardRequest },
  { type: 'ABANDON' },
];

interface Expected {
  value: string;
  booking: unknown;
  error: string;
  txid: string;
  paymenturl: string;
  /** Every request the book call was sent, in order. */
  calls: unknown[];
}

/** The payment flow: book; wallet paid or card to the gateway; a refusal retried, changed, or given up. */
function expectedAfter(path: GraphEvent[]): Expected {
  const s: Expected = { value: 'booking', booking: walletRequest, error: '', txid: '', paymenturl: '', calls: [] };
  const book = () => {
    s.value = 'booking';
    s.error = '';
    s.calls.push({ booking: s.booking });
  };
  book();
  for (const e of path) {
    if (s.value === 'booking' && e.type === 'xstate.done.actor.book') {
      const out = e.output;
      if (out.ok) Object.assign(s, { txid: out.txid, paymenturl: out.paymenturl });
      else s.error = out.message || FAILED;
      s.value = !out.ok ? 'failed' : out.paymenturl ? 'redirectingToGateway' : 'booked';
    } else if (s.value === 'booking' && e.type === 'xstate.error.actor.book') {
      s.error = e.error.message || FAILED;
      s.value = 'failed';
    } else if (s.value === 'failed' && e.type === 'RETRY') book();
    else if (s.value === 'failed' && e.type === 'PROCEED_TO_PAYMENT') {
      s.booking = e.booking;
      book();
    } else if (s.value === 'failed' && e.type === 'ABANDON') s.value = 'abandoned';
  }
  return s;
}

const serializeEvent = (event: GraphEvent) =>
  JSON.stringify(event, (_, v: unknown) => (v instanceof Error ? v.message : v));
const never = fromPromise(() => new Promise<never>(() => {})) as AnyActorLogic;
const modelMachine = paymentMachine.provide({ actors: { book: never } });
const input = { booking: walletRequest, failedMessage: FAILED };

async function replay(path: GraphEvent[]) {
  const calls: unknown[] = [];
  let settle: { resolve: (v: PaymentOutcome) => void; reject: (e: Error) => void } | null = null;
  const machine = paymentWith((received) => {
    calls.push(received);
    return new Promise<PaymentOutcome>((resolve, reject) => (settle = { resolve, reject }));
  });
  const actor = createActor(machine, { input }).start();
  for (const event of path) {
    if (event.type === 'xstate.done.actor.book') settle!.resolve(event.output);
    else if (event.type === 'xstate.error.actor.book') settle!.reject(event.error);
    else actor.send(event);
    await new Promise((r) => setTimeout(r, 0));
  }
  return { snapshot: actor.getSnapshot(), calls };
}

const label = (steps: GraphEvent[]) =>
  steps
    .map((e) => {
      if (e.type === 'xstate.done.actor.book') return e.output.ok ? `booked(${e.output.paymenturl || 'wallet'})` : 'refused';
      if (e.type === 'xstate.error.actor.book') return `error(${e.error.message})`;
      return e.type;
    })
    .join(' → ') || 'start';

describe('payment machine', () => {
  const paths = getShortestPaths(modelMachine, {
    input,
    events: events as PaymentEvent[],
    serializeEvent: serializeEvent as (e: PaymentEvent) => string,
  });

  it('reaches every outcome of a payment', () => {
    const values = new Set(paths.map((p) => p.state.value as string));
    expect([...values].sort()).toEqual(['abandoned', 'booked', 'booking', 'failed', 'redirectingToGateway']);
  });

  it('takes every event, in every state it reaches, where the flow says (none left out)', () => {
    for (const path of paths) {
      const steps = path.steps.map((s) => s.event as GraphEvent).filter((e) => (e.type as string) !== 'xstate.init');
      for (const next of events) {
        const after = getNextSnapshot(modelMachine, path.state, next as PaymentEvent);
        expect(after.value, `${label(steps)} then ${label([next])}`).toBe(expectedAfter([...steps, next]).value);
      }
    }
  });

  for (const path of paths) {
    const steps = path.steps.map((s) => s.event as GraphEvent).filter((e) => (e.type as string) !== 'xstate.init');
    it(label(steps), async () => {
      const want = expectedAfter(steps);
      const { snapshot, calls } = await replay(steps);
      expect(snapshot.value).toBe(want.value);
      expect(calls).toEqual(want.calls);
      expect(snapshot.context).toMatchObject({
        booking: want.booking,
        error: want.error,
        txid: want.txid,
        paymenturl: want.paymenturl,
      });
      if (want.value === 'abandoned') expect(snapshot.output).toEqual({ status: 'abandoned' });
      else if (want.value === 'booked' || want.value === 'redirectingToGateway')
        expect(snapshot.output).toMatchObject({ status: want.value, txid: want.txid, paymenturl: want.paymenturl });
    });
  }
});
