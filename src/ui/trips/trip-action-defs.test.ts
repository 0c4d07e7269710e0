import { describe, expect, it } from 'vitest';
import { allowedTripEvents } from '../../domain/trip-lifecycle';
import { offeredActions } from './trip-action-defs';

const DRAFT = 'draft-2b0d9a44-8d2c-4c8e-9a51-3f9b1e0c7a11';
const offered = (
  status: string,
  opts: { tripid?: string; queued?: boolean; context?: Parameters<typeof allowedTripEvents>[1] } = {},
) =>
  offeredActions({
    tripid: opts.tripid ?? '710001',
    status,
    allowed: allowedTripEvents(status, opts.context),
    queued: opts.queued ?? false,
  });

describe('trip actions offered', () => {
  it('offers a pending trip submit, editing and deleting; never a reopen or a reschedule', () => {
    expect(offered('pending')).toEqual(['submit', 'editDates', 'deleteDraft']);
  });

  it('holds lifecycle steps back while changes wait in the outbox, and a local draft can only be edited or deleted', () => {
    expect(offered('pending', { queued: true })).toEqual(['editDates']);
    expect(offeredActions({ tripid: DRAFT, status: 'pending', allowed: [], queued: true })).toEqual([
      'editDates',
      'deleteDraft',
    ]);
  });

  it('follows the lifecycle for later statuses', () => {
    expect(offered('approvalpending')).toEqual(['recall', 'requestCancellation']);
    expect(offered('rejected')).toEqual(expect.arrayContaining(['reopen']));
    expect(offered('rejected')).not.toContain('submit');
    expect(offered('ticketed')).toEqual(expect.arrayContaining(['reschedule', 'requestCancellation']));
    expect(offered('cancelled')).not.toContain('requestCancellation');
  });

  it('offers nothing the caller may not do', () => {
    expect(offeredActions({ tripid: '710001', status: 'approvalpending', allowed: [], queued: false })).toEqual([]);
  });

  it('offers recall, book, pay and the date change only when calleractions carry their event', () => {
    const at = (status: string, allowed: string[]) => offeredActions({ tripid: '710001', status, allowed, queued: false });
    expect(at('approvalpending', ['RECALL'])).toEqual(['recall']);
    // An approver's view of the same trip: the decisions live in the inbox, nothing here.
    expect(at('approvalpending', ['APPROVE', 'REJECT'])).toEqual([]);
    expect(at('approved', ['BOOK', 'REQUEST_CANCELLATION'])).toEqual(['book', 'requestCancellation']);
    expect(at('paymentpending', ['PAY'])).toEqual(['payTrip']);
    expect(at('ticketed', ['REQUEST_AMENDMENT', 'RESCHEDULE'])).toEqual(['requestDateChange', 'reschedule']);
    expect(offeredActions({ tripid: '710001', status: 'approvalpending', allowed: ['RECALL'], queued: true })).toEqual([]);
  });

  it('follows the lifecycle for booking and payment', () => {
    expect(offered('approved')).toContain('book');
    expect(offered('paymentpending')).toContain('payTrip');
    expect(offered('ticketed')).toContain('requestDateChange');
    expect(offered('pending')).not.toContain('recall');
  });
});
