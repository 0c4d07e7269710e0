import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { SelectedFare } from '../../contract/flights/policy';
import type { RescheduleQuote } from '../../contract/flights/reschedule';
import {
  type PaymentCallInput,
  type PaymentOutcome,
  type PaymentOutput,
  paymentMachine,
  paymentWith,
} from '../booking/payment.machine';
import * as texts from './flight-reschedule.logic';
import {
  type ApprovalInput,
  type ApprovalOutcome,
  type FlightRescheduleEvent,
  type FlightRescheduleInput,
  type QuoteInput,
  type QuoteOutcome,
  flightRescheduleMachine,
} from './flight-reschedule.machine';
import type { RescheduleSearchInput, RescheduleSearchOutput } from './flight-reschedule.search';

/*
 * Model-based: xstate/graph walks every state over the user's dates, search, picks, review, reason,
 * payment mode, approval and confirm, and the calls' answers and failures; each path is replayed on
 * a real actor with fake calls (the payment machine real, its book call fake) and checked against
 * the rules worked out step by step here: no search with bad dates, a quote for exactly the picked
 * fares, no confirm without a reason for an out-of-policy fare, an approval first when the company
 * wants one, and the request naming the quote's new fare and one clientref per quote.
 */
type Outcome<A extends string, O> =
  { type: `xstate.done.actor.${A}`; output: O } | { type: `xstate.error.actor.${A}`; error: Error };
type GraphEvent =
  | FlightRescheduleEvent
  | Outcome<'search', RescheduleSearchOutput>
  | Outcome<'quote', QuoteOutcome>
  | Outcome<'approval', ApprovalOutcome>
  | { type: 'xstate.done.actor.payment'; output: PaymentOutput };

const TRIP = {
  triptype: 'roundtrip',
  origin: 'BLR',
  destination: 'DEL',
  onwarddate: '2026-12-10',
  returndate: '2026-12-14',
} as const;
const input: FlightRescheduleInput = { txid: 'FL700001', trip: TRIP };
const ONWARD: SelectedFare = { flightkey: 'F1', farekey: 'F1~SAVER' };
const BACK: SelectedFare = { flightkey: 'F2', farekey: 'F2~SAVER' };
const offer = (flightkey: string) => ({ flightkey }) as never;
const LISTS = [
  { origin: 'BLR', destination: 'DEL', jdate: '2026-12-20', offers: [offer('F1')] },
  { origin: 'DEL', destination: 'BLR', jdate: '2026-12-23', offers: [offer('F2')] },
];
const quote = (inpolicy: boolean): RescheduleQuote => ({
  reftxid: 'FL700001',
  newfare: '6500.00',
  changefee: '2500.00',
  credit: '6000.00',
  payable: '3000.00',
  refund: '0.00',
  refundto: 'wallet',
  inpolicy,
  policyviolationreason: inpolicy ? '' : 'Above the fare cap',
  approvalrequired: !inpolicy,
  reasonrequired: !inpolicy,
  travellers: [],
});
const booked = { tgbookingref: 'FL700002', txid: 'FL700002' };
const events: GraphEvent[] = [
  { type: 'OPEN' },
  { type: 'CLOSE' },
  { type: 'ONWARD_DATE', date: '' },
  { type: 'ONWARD_DATE', date: '2026-12-20' },
  { type: 'RETURN_DATE', date: '2026-12-18' },
  { type: 'SEARCH' },
  { type: 'xstate.done.actor.search', output: { responseid: 'FS1', lists: LISTS } },
  { type: 'xstate.done.actor.search', output: { responseid: 'FS1', lists: [] } },
  {
    type: 'xstate.error.actor.search',
    error: new Error('The airline is taking too long to answer. Please try again.'),
  },
  { type: 'PICK', list: 0, fare: ONWARD },
  { type: 'PICK', list: 1, fare: BACK },
  { type: 'REVIEW' },
  { type: 'CHANGE_DATES' },
  { type: 'CHANGE_FLIGHTS' },
  { type: 'xstate.done.actor.quote', output: { ok: true, quote: quote(true) } },
  { type: 'xstate.done.actor.quote', output: { ok: true, quote: quote(false) } },
  { type: 'xstate.done.actor.quote', output: { ok: false, message: 'This fare is no longer available' } },
  { type: 'xstate.error.actor.quote', error: new Error('offline') },
  { type: 'REASON', text: 'Client meeting moved' },
  { type: 'PAYMENT_MODE', mode: 'cashcard' },
  { type: 'SEND_FOR_APPROVAL' },
  { type: 'xstate.done.actor.approval', output: { ok: true, approvalid: 'BA1', message: 'Sent for approval' } },
  { type: 'xstate.done.actor.approval', output: { ok: false, message: 'No approver' } },
  { type: 'xstate.error.actor.approval', error: new Error('offline') },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.payment', output: { status: 'booked', ...booked, paymenturl: '' } },
  {
    type: 'xstate.done.actor.payment',
    output: { status: 'redirectingToGateway', ...booked, paymenturl: '/sandbox-gateway/PG1' },
  },
  { type: 'xstate.done.actor.payment', output: { status: 'abandoned' } },
];
const json = (value: unknown) => JSON.stringify(value, (_, x: unknown) => (x instanceof Error ? x.message : x));

type Call = { actor: 'search' | 'quote' | 'approval' | 'book'; fields: unknown };
const OPEN = ['editing', 'searching', 'choosing', 'quoting', 'review', 'sendingForApproval', 'sentForApproval'];

/** The flow's rules over a path: where it is, what is shown, and which calls were made with what. */
function expected(path: GraphEvent[], resume?: FlightRescheduleInput['resume']) {
  let at = resume ? 'quoting' : 'closed';
  let [onward, back, lists, picks] = [
    TRIP.onwarddate as string,
    TRIP.returndate as string,
    0,
    (resume?.selected ?? []) as (SelectedFare | null)[],
  ];
  let [responseid, approvalid] = [resume?.responseid ?? '', resume?.approvalid ?? ''];
  let [offered, reason, mode, error, refs, clientref] = [null as RescheduleQuote | null, '', '', '', 0, ''];
  const calls: Call[] = resume ? [{ actor: 'quote', fields: { txid: 'FL700001', responseid, selected: picks } }] : [];
  const quoteCall = () => calls.push({ actor: 'quote', fields: { txid: 'FL700001', responseid, selected: picks } });
  const failQuote = (message: string) => ([at, error] = [lists > 0 ? 'choosing' : 'editing', message]);
  for (const e of path) {
    const outOfPolicy = offered !== null && !offered.inpolicy;
    const reasonMissing = outOfPolicy && reason === '';
    if (e.type === 'REASON') reason = e.text;
    else if (e.type === 'PAYMENT_MODE') mode = e.mode;
    else if (e.type === 'OPEN' && at === 'closed')
      [at, onward, back, lists, picks, responseid, approvalid, offered, reason, mode, error] = [
        'editing',
        TRIP.onwarddate,
        TRIP.returndate,
        0,
        [],
        '',
        '',
        null,
        '',
        '',
        '',
      ];
    else if (e.type === 'CLOSE' && OPEN.includes(at)) at = 'closed';
    else if (e.type === 'CHANGE_DATES' && OPEN.includes(at)) [at, error] = ['editing', ''];
    else if (e.type === 'ONWARD_DATE' && at === 'editing') [onward, error] = [e.date, ''];
    else if (e.type === 'RETURN_DATE' && at === 'editing') [back, error] = [e.date, ''];
    else if (e.type === 'SEARCH' && at === 'editing') {
      if (onward === '') error = texts.ONWARD_DATE_NEEDED;
      else if (back < onward) error = texts.RETURN_BEFORE_ONWARD;
      else {
        [at, error, lists, picks, offered] = ['searching', '', 0, [], null];
        calls.push({ actor: 'search', fields: { txid: 'FL700001', trip: TRIP, onwarddate: onward, returndate: back } });
      }
    } else if (e.type === 'xstate.done.actor.search' && at === 'searching') {
      if (e.output.lists.length > 0)
        [at, lists, picks, responseid] = ['choosing', 2, [null, null], e.output.responseid];
      else [at, error] = ['editing', texts.NO_FLIGHTS];
    } else if (e.type === 'xstate.error.actor.search' && at === 'searching') [at, error] = ['editing', e.error.message];
    else if (e.type === 'PICK' && at === 'choosing') [picks[e.list], error] = [e.fare, ''];
    else if (e.type === 'REVIEW' && at === 'choosing') {
      if (picks.includes(null)) error = texts.PICK_BOTH;
      else [at, offered, error] = ['quoting', null, '', quoteCall()];
    } else if (e.type === 'CHANGE_FLIGHTS' && at === 'review' && lists > 0) [at, error] = ['choosing', ''];
    else if (e.type === 'xstate.done.actor.quote' && at === 'quoting') {
      if (e.output.ok) [at, offered, clientref] = ['review', e.output.quote, `ref-${++refs}`];
      else failQuote(e.output.message);
    } else if (e.type === 'xstate.error.actor.quote' && at === 'quoting') failQuote(texts.QUOTE_FAILED);
    else if (e.type === 'SEND_FOR_APPROVAL' && at === 'review') {
      if (reasonMissing) error = texts.REASON_NEEDED;
      else if (outOfPolicy && approvalid === '') {
        at = 'sendingForApproval';
        calls.push({
          actor: 'approval',
          fields: { txid: 'FL700001', responseid, selected: picks, policyreason: reason },
        });
      }
    } else if (e.type === 'CONFIRM' && at === 'review') {
      if (reasonMissing) error = texts.REASON_NEEDED;
      else if (outOfPolicy && approvalid === '') error = texts.APPROVAL_FIRST;
      else if (mode === '') error = texts.PAYMENT_MODE_NEEDED;
      else {
        [at, error] = ['paying', ''];
        const request = {
          reftxid: 'FL700001',
          responseid,
          selected: picks,
          newfare: offered!.newfare,
          paymentmode: mode,
          clientref,
        };
        calls.push({
          actor: 'book',
          fields: { ...request, remarks: '', policyreason: reason, approvalid, successurl: '', failureurl: '' },
        });
      }
    } else if (e.type === 'xstate.done.actor.approval' && at === 'sendingForApproval')
      [at, error] = e.output.ok ? ['sentForApproval', ''] : ['review', e.output.message];
    else if (e.type === 'xstate.error.actor.approval' && at === 'sendingForApproval')
      [at, error] = ['review', texts.APPROVAL_FAILED];
    else if (e.type === 'xstate.done.actor.payment' && at === 'paying')
      at = { booked: 'changed', redirectingToGateway: 'redirectingToGateway', abandoned: 'closed' }[e.output.status];
  }
  const value = OPEN.includes(at) ? { open: at } : at;
  return { value, error, calls, picks };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Settle = { resolve: (value: unknown) => void; reject: (error: Error) => void };

async function replay(path: GraphEvent[], start: FlightRescheduleInput = input) {
  const pending: Partial<Record<Call['actor'], Settle>> = {};
  const calls: Call[] = [];
  const fake = <O, I>(name: Call['actor'], fields: (i: I) => unknown = (i) => i) =>
    fromPromise<O, I>(({ input: request }) => {
      calls.push({ actor: name, fields: fields(request) });
      return new Promise<O>(
        (resolve, reject) => (pending[name] = { resolve: resolve as (value: unknown) => void, reject }),
      );
    });
  let refs = 0;
  const machine = flightRescheduleMachine.provide({
    actors: {
      searchFlights: fake('search'),
      quoteReschedule: fake('quote'),
      sendForApproval: fake('approval'),
      payment: paymentWith(
        ({ booking }) =>
          new Promise<PaymentOutcome>((resolve, reject) => {
            calls.push({ actor: 'book', fields: booking });
            pending.book = { resolve: resolve as (value: unknown) => void, reject };
          }),
      ),
    },
    actions: { newClientRef: assign({ clientref: () => `ref-${++refs}` }) },
  });
  const actor = createActor(machine, { input: start }).start();
  const settle = (name: Call['actor'], how: 'done' | 'error', value: unknown) => {
    const it = pending[name];
    delete pending[name];
    if (how === 'done') it?.resolve(value);
    else it?.reject(value as Error);
  };
  for (const event of path) {
    const match = /^xstate\.(done|error)\.actor\.(search|quote|approval|payment)$/.exec(event.type);
    if (match?.[2] === 'payment') {
      const output = (event as { output: PaymentOutput }).output;
      if (output.status === 'abandoned') {
        settle('book', 'done', { ok: false, message: 'Refused' });
        await vi.advanceTimersByTimeAsync(0);
        actor.send({ type: 'CLOSE' });
      } else settle('book', 'done', { ok: true, ...booked, paymenturl: output.paymenturl });
    } else if (match) {
      const value = match[1] === 'done' ? (event as { output: unknown }).output : (event as { error: Error }).error;
      settle(match[2] as Call['actor'], match[1] as 'done' | 'error', value);
    } else actor.send(event as FlightRescheduleEvent);
    await vi.advanceTimersByTimeAsync(0);
  }
  return { snapshot: actor.getSnapshot(), calls, actor, settle };
}

describe('flight reschedule machine', () => {
  const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
  const model = flightRescheduleMachine.provide({
    actors: {
      searchFlights: never<RescheduleSearchOutput, RescheduleSearchInput>(),
      quoteReschedule: never<QuoteOutcome, QuoteInput>(),
      sendForApproval: never<ApprovalOutcome, ApprovalInput>(),
      payment: paymentMachine.provide({ actors: { book: never<PaymentOutcome, PaymentCallInput>() } }),
    },
  });
  const paths = getShortestPaths(model, {
    input,
    events: events as never[],
    serializeEvent: json as never,
    serializeState: (s) =>
      json([
        s.value,
        s.context.onwarddate,
        s.context.returndate,
        s.context.picks.map(Boolean),
        s.context.quote?.inpolicy ?? null,
        s.context.policyreason !== '',
        s.context.paymentmode,
        s.context.error,
      ]),
  });

  it('reaches every step of the change', () => {
    const values = new Set(paths.map((p) => json(p.state.value)));
    for (const step of [
      'editing',
      'searching',
      'choosing',
      'quoting',
      'review',
      'sendingForApproval',
      'sentForApproval',
    ])
      expect(values).toContain(json({ open: step }));
    for (const end of ['closed', 'paying', 'changed', 'redirectingToGateway']) expect(values).toContain(json(end));
  });

  it.each(paths.map((p) => [json(p.steps.map((s) => s.event.type)), p] as const))(
    'follows the rules: %s',
    async (_, path) => {
      const steps = path.steps.map((s) => s.event as GraphEvent);
      const want = expected(steps);
      const { snapshot, calls } = await replay(steps);
      expect(snapshot.value).toEqual(want.value);
      expect(snapshot.context.error).toBe(want.error);
      expect(calls).toEqual(want.calls);
    },
  );

  it('prices an approved change at once when opened with it, and confirms it with the approval', async () => {
    const resume = { responseid: 'FS9', selected: [ONWARD, BACK], approvalid: 'BA7' };
    const steps: GraphEvent[] = [
      events[15]!,
      { type: 'REASON', text: 'Client meeting moved' },
      { type: 'PAYMENT_MODE', mode: 'creditcard' },
      { type: 'CONFIRM' },
    ];
    const { snapshot, calls } = await replay(steps, { ...input, resume });
    const want = expected(steps, resume);
    expect(snapshot.value).toEqual(want.value);
    expect(calls).toEqual(want.calls);
    expect(calls.at(-1)?.fields).toMatchObject({ approvalid: 'BA7', paymentmode: 'creditcard', clientref: 'ref-1' });
  });

  it('after a refused payment: RETRY sends the same request, a changed mode confirms again with the same clientref', async () => {
    const steps: GraphEvent[] = [
      events[0]!,
      events[5]!,
      events[6]!,
      events[9]!,
      events[10]!,
      events[11]!,
      events[14]!,
      events[19]!,
      events[24]!,
    ];
    const { actor, calls, settle } = await replay(steps);
    const books = () =>
      calls.filter((c) => c.actor === 'book').map((c) => c.fields as { clientref: string; paymentmode: string });
    const refuse = async () => {
      settle('book', 'done', { ok: false, message: 'Wallet balance is too low' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().children.payment?.getSnapshot().context.error).toBe('Wallet balance is too low');
    };
    await refuse();
    actor.send({ type: 'RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    await refuse();
    actor.send({ type: 'PAYMENT_MODE', mode: 'creditcard' });
    actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    expect(books().map((b) => [b.paymentmode, b.clientref])).toEqual([
      ['cashcard', 'ref-1'],
      ['cashcard', 'ref-1'],
      ['creditcard', 'ref-1'],
    ]);
    settle('book', 'done', { ok: true, ...booked, paymenturl: '/sandbox-gateway/PG1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('redirectingToGateway');
    expect(actor.getSnapshot().context).toMatchObject({ txidNew: 'FL700002', paymenturl: '/sandbox-gateway/PG1' });
  });
});
