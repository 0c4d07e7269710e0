import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { HotelChangeQuote } from '../../contract/hotels/change';
import * as texts from './hotel-change.logic';
import type { FieldProblem } from './hotel-change.logic';
import {
  type ApprovalInput,
  type ApprovalOutcome,
  type ChangeInput,
  type ChangeOutcome,
  type HotelChangeEvent,
  type HotelChangeInput,
  type QuoteInput,
  type QuoteOutcome,
  hotelChangeMachine,
} from './hotel-change.machine';

/*
 * Model-based: xstate/graph walks every state over the user's dates, CHECK_PRICE, the reason,
 * SEND_FOR_APPROVAL and CHANGE, and the calls' answers and failures; each path is replayed on a real
 * actor with fake calls and checked against the rules worked out step by step here: no quote for
 * dates the drawer can tell are wrong, a new date drops the quote, no change without a reason for an
 * out-of-policy rate, an approval first when the policy asks and none was given, the change naming
 * the quote's total and one clientref per priced change, and problems kept under their field.
 */
type Answer<A extends string, O> =
  { type: `xstate.done.actor.${A}`; output: O } | { type: `xstate.error.actor.${A}`; error: Error };
type GraphEvent =
  | HotelChangeEvent
  | Answer<'quote', QuoteOutcome>
  | Answer<'approval', ApprovalOutcome>
  | Answer<'change', ChangeOutcome>;

const BOOKED: HotelChangeInput = { txid: 'HTL1001', checkin: '2099-12-14', checkout: '2099-12-16', approvalid: '' };
const RESUMED: HotelChangeInput = { ...BOOKED, checkin: '2099-12-20', checkout: '2099-12-23', approvalid: 'BA9' };
const quote = (inpolicy: boolean, needsapproval: boolean): HotelChangeQuote => ({
  txid: 'HTL1001',
  checkin: '2099-12-20',
  checkout: '2099-12-23',
  nights: 3,
  newbase: '15000.00',
  newtax: '1800.00',
  newtotal: inpolicy ? '16800.00' : '22400.00',
  currenttotal: '11200.00',
  charge: '0.00',
  chargetext: '72 hours or more before check-in: free',
  refund: '11200.00',
  topay: '5600.00',
  toreturn: '0.00',
  paidby: 'wallet',
  policy: { inpolicy, reasons: inpolicy ? [] : ['Above ₹7,000 a night'], needsapproval },
});
const refused = (field: FieldProblem['field'], message: string) => ({
  ok: false as const,
  problem: { field, message },
});
const events: GraphEvent[] = [
  { type: 'CHECKIN_DATE', date: '' },
  { type: 'CHECKIN_DATE', date: '2099-12-20' },
  { type: 'CHECKOUT_DATE', date: '2099-12-23' },
  { type: 'REASON', text: ' Client office next door ' },
  { type: 'CHECK_PRICE' },
  { type: 'SEND_FOR_APPROVAL' },
  { type: 'CHANGE' },
  { type: 'xstate.done.actor.quote', output: { ok: true, value: quote(true, false) } },
  { type: 'xstate.done.actor.quote', output: { ok: true, value: quote(false, true) } },
  { type: 'xstate.done.actor.quote', output: { ok: true, value: quote(false, false) } },
  { type: 'xstate.done.actor.quote', output: refused('checkin', 'Must not be in the past') },
  { type: 'xstate.error.actor.quote', error: new Error('offline') },
  { type: 'xstate.done.actor.approval', output: { ok: true, value: 'BA1' } },
  { type: 'xstate.done.actor.approval', output: refused(null, 'Nobody in the company can approve this change') },
  { type: 'xstate.error.actor.approval', error: new Error('offline') },
  { type: 'xstate.done.actor.change', output: { ok: true, value: { txid: 'HTL1002', paymenturl: '' } } },
  { type: 'xstate.done.actor.change', output: refused(null, 'total: the price of the new dates is now INR 17000.00') },
  { type: 'xstate.error.actor.change', error: new Error('offline') },
  // A card-paid stay: the new booking waits for the card at this page.
  { type: 'xstate.done.actor.change', output: { ok: true, value: { txid: 'HTL1003', paymenturl: '/sandbox-gateway/PAY1' } } },
];
const json = (value: unknown) => JSON.stringify(value, (_, x: unknown) => (x instanceof Error ? x.message : x));

type Call = { actor: 'quote' | 'approval' | 'change'; fields: unknown };
const EDITABLE = ['editing', 'quoted', 'sentForApproval'];
const failed = (message: string): FieldProblem => ({ field: null, message });

/** The drawer's rules over a path: where it is, what it shows, and which calls were made with what. */
function expected(path: GraphEvent[], start: HotelChangeInput) {
  const resumed = start.approvalid !== '' && start.checkin !== '' && start.checkout !== '';
  let at = resumed ? 'quoting' : 'editing';
  let { checkin, checkout } = start;
  let [offered, problem] = [null as HotelChangeQuote | null, null as FieldProblem | null];
  let [reason, refs, clientref, txidNew, paymenturl] = ['', 0, '', '', ''];
  const dates = () => ({ txid: start.txid, checkin, checkout });
  const calls: Call[] = resumed ? [{ actor: 'quote', fields: dates() }] : [];
  for (const e of path) {
    const reasonMissing = offered !== null && !offered.policy.inpolicy && reason.trim() === '';
    const approvalFirst = offered !== null && offered.policy.needsapproval && start.approvalid === '';
    if (e.type === 'REASON') [reason, problem] = [e.text, problem?.field === 'policyreason' ? null : problem];
    else if ((e.type === 'CHECKIN_DATE' || e.type === 'CHECKOUT_DATE') && EDITABLE.includes(at)) {
      if (e.type === 'CHECKIN_DATE') checkin = e.date;
      else checkout = e.date;
      [at, offered, problem] = ['editing', null, null];
    } else if (e.type === 'CHECK_PRICE' && at === 'editing') {
      if (checkin === '') problem = { field: 'checkin', message: 'Choose the new check-in date.' };
      else if (checkout <= checkin) problem = { field: 'checkout', message: 'Check-out must be after check-in.' };
      else [at, problem] = ['quoting', null, calls.push({ actor: 'quote', fields: dates() })];
    } else if (e.type === 'xstate.done.actor.quote' && at === 'quoting') {
      if (e.output.ok) [at, offered, clientref] = ['quoted', e.output.value, `ref-${++refs}`];
      else [at, problem] = ['editing', e.output.problem];
    } else if (e.type === 'xstate.error.actor.quote' && at === 'quoting')
      [at, problem] = ['editing', failed(texts.QUOTE_FAILED)];
    else if (e.type === 'SEND_FOR_APPROVAL' && at === 'quoted') {
      if (reasonMissing) problem = texts.REASON_NEEDED;
      else if (approvalFirst) {
        [at, problem] = ['sendingForApproval', null];
        calls.push({ actor: 'approval', fields: { ...dates(), policyreason: reason.trim() } });
      }
    } else if (e.type === 'CHANGE' && at === 'quoted') {
      if (reasonMissing) problem = texts.REASON_NEEDED;
      else if (!approvalFirst) {
        [at, problem] = ['changing', null];
        const request = {
          total: offered!.newtotal,
          clientref,
          policyreason: reason.trim(),
          approvalid: start.approvalid,
        };
        calls.push({ actor: 'change', fields: { ...dates(), ...request } });
      }
    } else if (e.type === 'xstate.done.actor.approval' && at === 'sendingForApproval')
      [at, problem] = e.output.ok ? ['sentForApproval', null] : ['quoted', e.output.problem];
    else if (e.type === 'xstate.error.actor.approval' && at === 'sendingForApproval')
      [at, problem] = ['quoted', failed(texts.APPROVAL_FAILED)];
    else if (e.type === 'xstate.done.actor.change' && at === 'changing') {
      if (e.output.ok) [at, txidNew, paymenturl] = ['changed', e.output.value.txid, e.output.value.paymenturl];
      else [at, offered, problem] = ['editing', null, e.output.problem];
    } else if (e.type === 'xstate.error.actor.change' && at === 'changing')
      [at, offered, problem] = ['editing', null, failed(texts.CHANGE_FAILED)];
  }
  return { value: at, context: { checkin, checkout, quote: offered, problem, txidNew, paymenturl }, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Settle = { resolve: (value: unknown) => void; reject: (error: Error) => void };

async function replay(path: GraphEvent[], start: HotelChangeInput) {
  const pending: Partial<Record<Call['actor'], Settle>> = {};
  const calls: Call[] = [];
  const fake = <O, I>(name: Call['actor']) =>
    fromPromise<O, I>(({ input: fields }) => {
      calls.push({ actor: name, fields });
      return new Promise<O>((resolve, reject) => (pending[name] = { resolve: resolve as Settle['resolve'], reject }));
    });
  let refs = 0;
  const machine = hotelChangeMachine.provide({
    actors: { quoteChange: fake('quote'), sendForApproval: fake('approval'), changeStay: fake('change') },
    actions: { newClientRef: assign({ clientref: () => `ref-${++refs}` }) },
  });
  const actor = createActor(machine, { input: start }).start();
  for (const event of path) {
    const match = /^xstate\.(done|error)\.actor\.(quote|approval|change)$/.exec(event.type);
    const settle = match && pending[match[2] as Call['actor']];
    if (match) delete pending[match[2] as Call['actor']];
    if (match?.[1] === 'done') settle?.resolve((event as { output: unknown }).output);
    else if (match) settle?.reject((event as { error: Error }).error);
    else actor.send(event as HotelChangeEvent);
    await vi.advanceTimersByTimeAsync(0);
  }
  return { snapshot: actor.getSnapshot(), calls };
}

const never = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));
const model = hotelChangeMachine.provide({
  actors: {
    quoteChange: never<QuoteOutcome, QuoteInput>(),
    sendForApproval: never<ApprovalOutcome, ApprovalInput>(),
    changeStay: never<ChangeOutcome, ChangeInput>(),
  },
});
const pathsFrom = (input: HotelChangeInput) =>
  getShortestPaths(model, {
    input,
    events: events as never[],
    serializeEvent: json as never,
    serializeState: (s) =>
      json([
        s.value,
        s.context.checkin,
        s.context.checkout,
        s.context.quote?.policy ?? null,
        s.context.policyreason !== '',
        s.context.problem,
      ]),
  });

const STEPS = ['editing', 'quoting', 'quoted', 'sendingForApproval', 'sentForApproval', 'changing', 'changed'];

for (const [name, start] of [
  ['from the booked dates', BOOKED],
  ['resumed with an approval', RESUMED],
] as const) {
  describe(`hotel change machine, ${name}`, () => {
    const paths = pathsFrom(start);

    it('reaches every step of the change (a resumed change never asks for approval again)', () => {
      const values = new Set(paths.map((p) => p.state.value as string));
      const asks = start.approvalid === '';
      for (const step of STEPS) expect(values.has(step)).toBe(asks || !step.includes('ForApproval'));
    });

    it.each(paths.map((p) => [json(p.steps.map((s) => s.event.type)), p] as const))(
      'follows the rules: %s',
      async (_, path) => {
        const steps = path.steps.map((s) => s.event as GraphEvent).filter((e) => (e.type as string) !== 'xstate.init');
        const want = expected(steps, start);
        const { snapshot, calls } = await replay(steps, start);
        expect(snapshot.value).toEqual(want.value);
        expect(snapshot.context).toMatchObject(want.context);
        expect(calls).toEqual(want.calls);
      },
    );
  });
}

it('prices again after a refused change, and the next change carries the new clientref', async () => {
  const steps: GraphEvent[] = [
    events[2]!,
    events[4]!,
    events[7]!,
    events[6]!,
    events[16]!,
    events[4]!,
    events[7]!,
    events[6]!,
  ];
  const { snapshot, calls } = await replay(steps, BOOKED);
  expect(snapshot.value).toBe('changing');
  expect(calls.map((c) => [c.actor, (c.fields as { clientref?: string }).clientref])).toEqual([
    ['quote', undefined],
    ['change', 'ref-1'],
    ['quote', undefined],
    ['change', 'ref-2'],
  ]);
});

it('waits for both dates before pricing a resumed change', async () => {
  const { snapshot, calls } = await replay([], { ...RESUMED, checkout: '' });
  expect(snapshot.value).toBe('editing');
  expect(calls).toEqual([]);
});

it('keeps the gateway page of a card-paid change for the drawer to send the browser to', async () => {
  const { snapshot } = await replay([events[2]!, events[4]!, events[7]!, events[6]!, events.at(-1)!], BOOKED);
  expect(snapshot.value).toBe('changed');
  expect(snapshot.context).toMatchObject({ txidNew: 'HTL1003', paymenturl: '/sandbox-gateway/PAY1' });
});
