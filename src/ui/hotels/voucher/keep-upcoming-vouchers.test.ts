import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/database';
import { keptHotelVoucher } from '../../../db/hotel-vouchers';
import { PREFETCH_EVERY_MS, keepUpcomingVouchers } from './keep-upcoming-vouchers';
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

const stay = (txid: string, fromdate: string) => ({ product: 'hotel', txid, fromdate });

function answer() {
  callOperation.mockImplementation(async (op: { action: string }, fields: { txid?: string }) => {
    if (op.action === 'list') return { list: [stay('HTL2', '2099-12-20'), stay('HTL1', '2099-12-10')] };
    if (fields.txid === 'HTL2') throw new TypeError('Failed to fetch');
    return { booking: hotelBooking({ txid: fields.txid }) };
  });
}

describe("keeping the upcoming stays' vouchers", () => {
  it('lists the upcoming hotel bookings and keeps each voucher, one failing without stopping the rest', async () => {
    answer();
    expect(await keepUpcomingVouchers('P1', undefined, 1_000)).toBe(1);
    expect(callOperation.mock.calls[0]?.[1]).toEqual({ view: 'upcoming', product: 'hotel', search: '' });
    expect((await keptHotelVoucher('P1', 'HTL1'))?.data).toEqual(hotelBooking({ txid: 'HTL1' }));
    expect(await keptHotelVoucher('P1', 'HTL2')).toBeUndefined();
  });

  it('does not ask again within a few minutes of a full pass, and does after', async () => {
    answer();
    await keepUpcomingVouchers('P2', undefined, 1_000);
    const asked = callOperation.mock.calls.length;
    expect(await keepUpcomingVouchers('P2', undefined, 1_000 + PREFETCH_EVERY_MS - 1)).toBe(0);
    expect(callOperation.mock.calls.length).toBe(asked);
    expect(await keepUpcomingVouchers('P2', undefined, 1_000 + PREFETCH_EVERY_MS)).toBe(1);
  });

  it('runs again after a pass that was stopped half-way', async () => {
    answer();
    const stop = new AbortController();
    stop.abort();
    expect(await keepUpcomingVouchers('P3', stop.signal, 1_000)).toBe(0);
    expect(await keepUpcomingVouchers('P3', undefined, 1_001)).toBe(1);
  });
});
