import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { db } from '../../../db/database';
import { keptHotelVoucher } from '../../../db/hotel-vouchers';
import { voucherPollingMachine } from './voucher-polling';
import { hotelBooking } from './voucher-test-kit';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api')>()),
  api: { callOperation },
}));

afterEach(async () => {
  callOperation.mockReset();
  await db.hotelVouchers.clear();
});

const run = (answers: unknown[]) => {
  answers.forEach((a) => callOperation.mockResolvedValueOnce({ booking: a }));
  const actor = createActor(voucherPollingMachine({ profileid: 'P1' }), { input: { txid: 'HTL1001', pollIntervalMs: 1 } });
  actor.start();
  return toPromise(actor);
};

describe('voucher polling (the shared ticket-polling machine with the hotel stages)', () => {
  it('asks again while the hotel has not confirmed, stops once it has, and keeps the last answer', async () => {
    const output = await run([hotelBooking({ status: 'booked' }), hotelBooking({ status: 'booked' }), hotelBooking()]);
    expect(output.outcome).toBe('ticketed');
    expect(output.refetches).toBe(2);
    expect((await keptHotelVoucher('P1', 'HTL1001'))?.data).toEqual(hotelBooking());
  });

  it('waits for a requested cancellation the same way, and stops at once on a settled booking', async () => {
    const waited = await run([hotelBooking({ status: 'cancellationrequested' }), hotelBooking({ status: 'cancelled' })]);
    expect(waited.refetches).toBe(1);
    const settled = await run([hotelBooking({ status: 'expired' })]);
    expect(settled).toMatchObject({ outcome: 'ticketed', refetches: 0 });
  });
});
