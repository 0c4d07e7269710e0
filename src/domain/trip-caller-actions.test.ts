import { describe, expect, it } from 'vitest';
import { callerTripEvents } from './trip-caller-actions';
import { TRIP_EVENTS } from './trip-lifecycle-types';

const nobody = { writer: false, staff: false, traveller: false, pendingApprover: false, approver: false };

describe('callerTripEvents', () => {
  it('gives the traveller their own actions, never a decision on their trip', () => {
    const who = { ...nobody, writer: true, traveller: true, pendingApprover: true, approver: true };
    expect(callerTripEvents(TRIP_EVENTS, who)).toEqual(['SUBMIT', 'RECALL', 'BOOK', 'REQUEST_CANCELLATION', 'REQUEST_AMENDMENT', 'RESCHEDULE', 'REOPEN', 'PAY', 'EDIT']);
  });

  it('gives the pending approver the decision only', () => {
    expect(callerTripEvents(TRIP_EVENTS, { ...nobody, pendingApprover: true, approver: true })).toEqual(['APPROVE', 'REJECT', 'APPROVE_AMENDMENT', 'REJECT_AMENDMENT']);
    expect(callerTripEvents(TRIP_EVENTS, { ...nobody, approver: true })).toEqual(['APPROVE_AMENDMENT', 'REJECT_AMENDMENT']);
  });

  it('lets the travel desk complete a cancellation and decide amendments', () => {
    const desk = callerTripEvents(TRIP_EVENTS, { ...nobody, writer: true, staff: true });
    expect(desk).toContain('CANCEL');
    expect(desk).toContain('APPROVE_AMENDMENT');
    expect(desk).not.toContain('APPROVE');
  });

  it('only filters: an event the lifecycle refuses is never added', () => {
    expect(callerTripEvents(['EDIT'], { ...nobody, writer: true, staff: true, approver: true, pendingApprover: true })).toEqual(['EDIT']);
  });
});
