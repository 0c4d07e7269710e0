import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  TRIP_EVENTS,
  TRIP_STATUSES,
  type TripEventType,
  type TripLifecycleContext,
  type TripStatus,
  allowedTripEvents,
  nextTripStatus,
} from './trip-lifecycle';
import { tripLifecycleMachine, type TripEvent } from './trip-lifecycle.machine';

/**
 * The lifecycle of docs/trip-lifecycle.md written out again, independently of the machine, as the
 * oracle: the new status, or null where the event is refused. Every status × event × context is
 * checked against it, and xstate/graph walks the machine to prove the same from the initial state.
 */
function expected(status: TripStatus, event: TripEventType, c: TripLifecycleContext): TripStatus | null {
  const cancel: TripStatus = c.hasBookings ? 'canxprocessing' : 'cancelled';
  const book: TripStatus = c.paymentRequired ? 'paymentpending' : 'ticketed';
  const level: TripStatus = c.levelsRemaining > 0 ? 'partiallyapproved' : 'approved';
  const after = c.approvalMode === 'after';
  const table: Record<TripStatus, Partial<Record<TripEventType, TripStatus | null>>> = {
    pending: { SUBMIT: c.approvalMode === 'notify' ? 'approved' : after ? 'submitted' : 'approvalpending', EDIT: 'pending', REQUEST_CANCELLATION: cancel },
    approvalpending: { APPROVE: level, REJECT: 'rejected', RECALL: 'pending', REQUEST_CANCELLATION: cancel },
    partiallyapproved: { APPROVE: level, REJECT: 'rejected', RECALL: 'pending', REQUEST_CANCELLATION: cancel },
    approved: { BOOK: book, REQUEST_CANCELLATION: cancel },
    submitted: {
      BOOK: book,
      APPROVE: c.levelsRemaining > 0 ? 'submitted' : 'approved',
      REJECT: 'rejected',
      RECALL: 'pending',
      REQUEST_CANCELLATION: cancel,
    },
    rejected: { EDIT: 'rejected', REOPEN: 'pending' },
    ticketed: {
      REQUEST_CANCELLATION: cancel,
      REQUEST_AMENDMENT: 'sentforamendment',
      RESCHEDULE: 'rescheduled',
      APPROVE: after ? 'ticketed' : null,
      REJECT: after ? 'canxprocessing' : null,
    },
    rescheduled: {
      REQUEST_CANCELLATION: cancel,
      REQUEST_AMENDMENT: 'sentforamendment',
      RESCHEDULE: 'rescheduled',
      APPROVE: after ? 'rescheduled' : null,
      REJECT: after ? 'canxprocessing' : null,
    },
    sentforamendment: { APPROVE_AMENDMENT: 'rescheduled', REJECT_AMENDMENT: 'ticketed' },
    canxprocessing: { CANCEL: 'cancelled' },
    cancelled: { REOPEN: 'pending' },
    paymentpending: { PAY: 'paymentreleased', REQUEST_CANCELLATION: cancel },
    paymentreleased: { BOOK: 'ticketed', REQUEST_CANCELLATION: cancel },
  };
  return table[status][event] ?? null;
}

const CONTEXTS: TripLifecycleContext[] = (['before', 'after', 'notify'] as const).flatMap((approvalMode) =>
  [0, 1, 2].flatMap((levelsRemaining) =>
    [false, true].flatMap((hasBookings) => [false, true].map((paymentRequired) => ({ approvalMode, levelsRemaining, hasBookings, paymentRequired }))),
  ),
);
const label = (c: TripLifecycleContext) => `${c.approvalMode}, levels ${c.levelsRemaining}, bookings ${c.hasBookings}, payment ${c.paymentRequired}`;
const EVENTS: TripEvent[] = TRIP_EVENTS.map((type) => ({ type }));

describe('trip lifecycle: every status × event × context against the oracle', () => {
  for (const context of CONTEXTS) {
    it(label(context), () => {
      for (const status of TRIP_STATUSES) {
        for (const event of TRIP_EVENTS) {
          const want = expected(status, event, context);
          const got = nextTripStatus(status, event, context);
          expect(got, `${status} --${event}-->`).toEqual(want === null ? { ok: false, message: expect.any(String) as string } : { ok: true, status: want });
        }
        const legal = TRIP_EVENTS.filter((e) => expected(status, e, context) !== null);
        expect(allowedTripEvents(status, context), status).toEqual(legal);
      }
    });
  }
});

describe('trip lifecycle: refusals name the status and the action', () => {
  it('answers the example of the brief', () => {
    expect(nextTripStatus('approved', 'SUBMIT')).toEqual({ ok: false, message: 'A trip that is approved cannot be submitted' });
    expect(nextTripStatus('canxprocessing', 'BOOK')).toEqual({ ok: false, message: 'A trip that is in cancellation processing cannot be booked' });
    expect(nextTripStatus('rejected', 'APPROVE_AMENDMENT')).toEqual({ ok: false, message: 'A trip that is rejected cannot have an amendment approved' });
  });

  it('refuses every illegal event in every status with its own message', () => {
    let refusals = 0;
    for (const context of CONTEXTS) {
      for (const status of TRIP_STATUSES) {
        for (const event of TRIP_EVENTS) {
          if (expected(status, event, context) !== null) continue;
          const got = nextTripStatus(status, event, context);
          expect(got.ok).toBe(false);
          if (!got.ok) expect(got.message).toMatch(/^A trip that is [a-z ]+ cannot [a-z ]+$/);
          refusals++;
        }
      }
    }
    expect(refusals).toBeGreaterThan(CONTEXTS.length * 100);
  });

  it('refuses anything for an unknown status', () => {
    expect(allowedTripEvents('archived')).toEqual([]);
    expect(nextTripStatus('archived', 'EDIT')).toEqual({ ok: false, message: 'A trip that is archived cannot be edited' });
  });
});

describe('trip lifecycle: graph walks from a new trip', () => {
  for (const context of CONTEXTS.filter((c) => c.levelsRemaining < 2)) {
    const paths = getShortestPaths(tripLifecycleMachine, { events: EVENTS, input: context });

    it(`every shortest path matches the oracle step by step (${label(context)})`, () => {
      for (const path of paths) {
        let status: TripStatus = 'pending';
        for (const step of path.steps.slice(1)) {
          const next = expected(status, step.event.type, context);
          expect(next, `${status} --${step.event.type}-->`).not.toBeNull();
          status = next!;
        }
        expect(path.state.value).toBe(status);
      }
    });
  }

  it('reaches every status in some company setting', () => {
    const reached = new Set(CONTEXTS.flatMap((input) => getShortestPaths(tripLifecycleMachine, { events: EVENTS, input }).map((p) => p.state.value)));
    expect([...reached].sort()).toEqual([...TRIP_STATUSES].sort());
  });

  it('a real actor follows every simple path of book-then-approve with bookings', () => {
    const input: TripLifecycleContext = { approvalMode: 'after', levelsRemaining: 0, hasBookings: true, paymentRequired: true };
    const paths = getSimplePaths(tripLifecycleMachine, { events: EVENTS, input });
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const actor = createActor(tripLifecycleMachine, { input }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toBe(path.state.value);
      actor.stop();
    }
  });
});
