import { assign, not } from 'xstate';
import { APPROVAL_FAILED, CHANGE_FAILED, QUOTE_FAILED, REASON_NEEDED, datesProblem } from './hotel-change.logic';
import { type Outcome, hotelChangeSetup, initialContext } from './hotel-change.setup';

export type {
  ApprovalInput,
  ApprovalOutcome,
  ChangeInput,
  ChangeOutcome,
  ChangedStay,
  HotelChangeContext,
  HotelChangeEvent,
  HotelChangeInput,
  Outcome,
  QuoteInput,
  QuoteOutcome,
} from './hotel-change.setup';

/*
 * Changing the dates of a booked stay from its voucher (docs/features/hotels-change.md "Screens"):
 * new dates → CHECK_PRICE (the quote: new total, charge, refund, difference, policy) → out of
 * policy, the reason; the policy asking for an approval the drawer was not given, SEND_FOR_APPROVAL;
 * else CHANGE → the new booking. A new date drops the quote: the price is for those dates. Opened
 * with an approval and its dates, it prices them at once.
 */

const problemOf = (outcome: Outcome<unknown>) => (outcome.ok ? null : outcome.problem);
const failed = (message: string) => ({ field: null, message });

/** A new date, from wherever the user can edit one: the quote was for the old dates. */
const newDate = (field: 'checkin' | 'checkout') =>
  ({
    target: '#hotelChange.editing',
    actions: { type: 'newDate', params: ({ event }: { event: { date: string } }) => ({ [field]: event.date }) },
  }) as const;
const dateEdits = { CHECKIN_DATE: newDate('checkin'), CHECKOUT_DATE: newDate('checkout') };

/** No change while the reason is missing; then the approval when the policy wants one. */
const reasonFirst = { guard: 'reasonMissing', actions: { type: 'showProblem', params: REASON_NEEDED } } as const;

export const hotelChangeMachine = hotelChangeSetup.createMachine({
  id: 'hotelChange',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  on: {
    REASON: {
      actions: assign(({ context, event }) => ({
        policyreason: event.text,
        problem: context.problem?.field === 'policyreason' ? null : context.problem,
      })),
    },
  },
  states: {
    start: { always: [{ guard: 'resumed', target: 'quoting' }, { target: 'editing' }] },
    editing: {
      on: {
        ...dateEdits,
        CHECK_PRICE: [
          {
            guard: 'badDates',
            actions: { type: 'showProblem', params: ({ context }) => datesProblem(context.checkin, context.checkout) },
          },
          { target: 'quoting' },
        ],
      },
    },
    quoting: {
      entry: assign({ problem: null }),
      invoke: {
        id: 'quote',
        src: 'quoteChange',
        input: ({ context }) => ({ txid: context.txid, checkin: context.checkin, checkout: context.checkout }),
        onDone: [
          {
            guard: { type: 'quoted', params: ({ event }) => event.output },
            target: 'quoted',
            actions: [assign({ quote: ({ event }) => (event.output.ok ? event.output.value : null) }), 'newClientRef'],
          },
          { target: 'editing', actions: { type: 'showProblem', params: ({ event }) => problemOf(event.output) } },
        ],
        onError: { target: 'editing', actions: { type: 'showProblem', params: failed(QUOTE_FAILED) } },
      },
    },
    quoted: {
      on: {
        ...dateEdits,
        SEND_FOR_APPROVAL: [reasonFirst, { guard: 'approvalNeeded', target: 'sendingForApproval' }],
        CHANGE: [reasonFirst, { guard: not('approvalNeeded'), target: 'changing' }],
      },
    },
    sendingForApproval: {
      entry: assign({ problem: null }),
      invoke: {
        id: 'approval',
        src: 'sendForApproval',
        input: ({ context }) => ({
          txid: context.txid,
          checkin: context.checkin,
          checkout: context.checkout,
          policyreason: context.policyreason.trim(),
        }),
        onDone: [
          { guard: { type: 'sent', params: ({ event }) => event.output }, target: 'sentForApproval' },
          { target: 'quoted', actions: { type: 'showProblem', params: ({ event }) => problemOf(event.output) } },
        ],
        onError: { target: 'quoted', actions: { type: 'showProblem', params: failed(APPROVAL_FAILED) } },
      },
    },
    // The approver answers later; the requester comes back with the approval's link. New dates start again.
    sentForApproval: { on: dateEdits },
    changing: {
      entry: assign({ problem: null }),
      invoke: {
        id: 'change',
        src: 'changeStay',
        input: ({ context }) => ({
          txid: context.txid,
          checkin: context.checkin,
          checkout: context.checkout,
          total: context.quote!.newtotal,
          clientref: context.clientref,
          policyreason: context.policyreason.trim(),
          approvalid: context.approvalid,
        }),
        onDone: [
          {
            guard: { type: 'changed', params: ({ event }) => event.output },
            target: 'changed',
            actions: assign(({ event }) => (event.output.ok ? { txidNew: event.output.value.txid, paymenturl: event.output.value.paymenturl } : {})),
          },
          // A price moved or a room gone: the old quote no longer holds, so the dates are priced again.
          {
            target: 'editing',
            actions: [assign({ quote: null }), { type: 'showProblem', params: ({ event }) => problemOf(event.output) }],
          },
        ],
        onError: {
          target: 'editing',
          actions: [assign({ quote: null }), { type: 'showProblem', params: failed(CHANGE_FAILED) }],
        },
      },
    },
    changed: { type: 'final' },
  },
});
