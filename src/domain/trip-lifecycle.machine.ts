import { setup } from 'xstate';
import { DEFAULT_TRIP_CONTEXT, type TripEventType, type TripLifecycleContext } from './trip-lifecycle-types';

/**
 * The one trip lifecycle (docs/trip-lifecycle.md has the diagram and the reasons). The server runs
 * it as the authority (server/workflow/trip-access.ts) and the client asks it which actions to offer;
 * both through the pure functions of src/domain/trip-lifecycle.ts, never an actor: a trip's status
 * lives in the database, and each event is one step from it.
 *
 * Events carry no data the machine needs: what decides a branch (approval mode, levels left,
 * bookings, payment) is context, derived from the trip's rows by whoever applies the event.
 */
export type TripEvent = { type: TripEventType };

/** Cancelling a trip with bookings waits for the supplier; one without is cancelled at once. */
const requestCancellation = [{ guard: 'hasBookings', target: 'canxprocessing' }, { target: 'cancelled' }] as const;
/** A booking may be held for payment before it is ticketed. */
const book = [{ guard: 'paymentRequired', target: 'paymentpending' }, { target: 'ticketed' }] as const;
/** Approving a level: more levels to go leaves the trip partially approved. */
const approveLevel = [{ guard: 'levelsLeft', target: 'partiallyapproved' }, { target: 'approved' }] as const;

/** A booked trip: amended, rescheduled or cancelled; in book-then-approve mode the approval may still arrive. */
const booked = {
  on: {
    REQUEST_CANCELLATION: requestCancellation,
    REQUEST_AMENDMENT: { target: 'sentforamendment' },
    RESCHEDULE: { target: 'rescheduled' },
    // Approved after booking: the status stays; the decision is in the tracker and the approval rows.
    APPROVE: { guard: 'bookThenApprove', actions: 'keepStatus' },
    // Rejected after booking: what was booked has to be cancelled.
    REJECT: { guard: 'bookThenApprove', target: 'canxprocessing' },
  },
} as const;

export const tripLifecycleMachine = setup({
  types: {
    context: {} as TripLifecycleContext,
    events: {} as TripEvent,
    input: {} as Partial<TripLifecycleContext>,
  },
  guards: {
    notifyOnly: ({ context }) => context.approvalMode === 'notify',
    bookThenApprove: ({ context }) => context.approvalMode === 'after',
    levelsLeft: ({ context }) => context.levelsRemaining > 0,
    hasBookings: ({ context }) => context.hasBookings,
    paymentRequired: ({ context }) => context.paymentRequired,
  },
  actions: {
    /** Marks an event that is legal but leaves the status as it is (xstate counts it in `can`). */
    keepStatus: () => undefined,
  },
}).createMachine({
  id: 'tripLifecycle',
  context: ({ input }) => ({ ...DEFAULT_TRIP_CONTEXT, ...input }),
  initial: 'pending',
  states: {
    /** A draft: the traveller edits it freely, submits it, or drops it. */
    pending: {
      on: {
        SUBMIT: [
          { guard: 'notifyOnly', target: 'approved' },
          { guard: 'bookThenApprove', target: 'submitted' },
          { target: 'approvalpending' },
        ],
        EDIT: { actions: 'keepStatus' },
        REQUEST_CANCELLATION: requestCancellation,
      },
    },
    /** Waiting for the first approver (approve-before-booking mode). */
    approvalpending: {
      on: { APPROVE: approveLevel, REJECT: { target: 'rejected' }, RECALL: { target: 'pending' }, REQUEST_CANCELLATION: requestCancellation },
    },
    /** Some levels approved, more to go. */
    partiallyapproved: {
      on: { APPROVE: approveLevel, REJECT: { target: 'rejected' }, RECALL: { target: 'pending' }, REQUEST_CANCELLATION: requestCancellation },
    },
    approved: { on: { BOOK: book, REQUEST_CANCELLATION: requestCancellation } },
    /** Book-then-approve mode: bookable at once while the approvers decide. */
    submitted: {
      on: {
        BOOK: book,
        APPROVE: [{ guard: 'levelsLeft', actions: 'keepStatus' }, { target: 'approved' }],
        REJECT: { target: 'rejected' },
        RECALL: { target: 'pending' },
        REQUEST_CANCELLATION: requestCancellation,
      },
    },
    /** The traveller may still edit a rejected trip, then reopen it as a draft to submit again. */
    rejected: { on: { EDIT: { actions: 'keepStatus' }, REOPEN: { target: 'pending' } } },
    ticketed: booked,
    rescheduled: booked,
    /** A date change waits for its approval. */
    sentforamendment: { on: { APPROVE_AMENDMENT: { target: 'rescheduled' }, REJECT_AMENDMENT: { target: 'ticketed' } } },
    /** The supplier is cancelling the bookings. */
    canxprocessing: { on: { CANCEL: { target: 'cancelled' } } },
    cancelled: { on: { REOPEN: { target: 'pending' } } },
    paymentpending: { on: { PAY: { target: 'paymentreleased' }, REQUEST_CANCELLATION: requestCancellation } },
    paymentreleased: { on: { BOOK: { target: 'ticketed' }, REQUEST_CANCELLATION: requestCancellation } },
  },
});
