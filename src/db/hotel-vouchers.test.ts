import { afterEach, describe, expect, it } from 'vitest';
import { db } from './database';
import { HOTEL_VOUCHERS_KEPT, clearHotelVouchers, forgetHotelVoucher, keepHotelVoucher, keptHotelVoucher } from './hotel-vouchers';
import { forgetSessionData } from '../session/forget';

afterEach(() => db.hotelVouchers.clear());

const voucher = { txid: 'HTL1001', status: 'confirmed' };

describe('kept hotel vouchers', () => {
  it('gives a voucher back only to the profile it was read for, with when it was kept', async () => {
    await keepHotelVoucher('P1', 'HTL1001', voucher, 1000);
    expect(await keptHotelVoucher('P1', 'HTL1001')).toEqual({ data: voucher, cachedat: 1000 });
    expect(await keptHotelVoucher('P2', 'HTL1001')).toBeUndefined();
    expect(await keptHotelVoucher('P1', 'HTL9999')).toBeUndefined();
  });

  it("forgets a voucher the server no longer gives this profile, never another profile's copy", async () => {
    await keepHotelVoucher('P1', 'HTL1001', voucher);
    await keepHotelVoucher('P2', 'HTL1001', voucher);
    await forgetHotelVoucher('P1', 'HTL1001');
    expect(await keptHotelVoucher('P1', 'HTL1001')).toBeUndefined();
    expect((await keptHotelVoucher('P2', 'HTL1001'))?.data).toEqual(voucher);
  });

  it('keeps the most recently read vouchers of a profile and lets the oldest go', async () => {
    for (let i = 0; i <= HOTEL_VOUCHERS_KEPT; i += 1) await keepHotelVoucher('P1', `HTL${i}`, voucher, i);
    await keepHotelVoucher('P2', 'HTL0', voucher, 0);
    expect(await keptHotelVoucher('P1', 'HTL0')).toBeUndefined();
    expect(await keptHotelVoucher('P1', 'HTL1')).toBeDefined();
    expect(await keptHotelVoucher('P2', 'HTL0')).toBeDefined();
  });

  it('is emptied at logout and session expiry', async () => {
    await keepHotelVoucher('P1', 'HTL1001', voucher);
    await clearHotelVouchers();
    expect(await db.hotelVouchers.count()).toBe(0);
    await keepHotelVoucher('P1', 'HTL1001', voucher);
    await forgetSessionData();
    expect(await db.hotelVouchers.count()).toBe(0);
  });
});
