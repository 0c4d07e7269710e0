import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../db/database';
import { keepHotelVoucher, keptHotelVoucher } from '../../../db/hotel-vouchers';
import { readKeptVoucher } from './voucher-api';
import { hotelBooking } from './voucher-test-kit';

/* A voucher kept for offline reading keeps the links of a date change (docs/features/hotels-change.md "Screens"). */

afterEach(() => db.hotelVouchers.clear());

describe('a kept voucher of a changed stay', () => {
  it('reads back with the booking that replaced it and the one it replaced', async () => {
    const old = hotelBooking({ txid: 'HTL1001', status: 'cancelled', replacedbytxid: 'HTL1002' });
    const fresh = hotelBooking({ txid: 'HTL1002', replacestxid: 'HTL1001' });
    await keepHotelVoucher('P1', old.txid, old);
    await keepHotelVoucher('P1', fresh.txid, fresh);
    expect(readKeptVoucher((await keptHotelVoucher('P1', 'HTL1001'))?.data)).toEqual(old);
    expect(readKeptVoucher((await keptHotelVoucher('P1', 'HTL1002'))?.data)).toEqual(fresh);
  });

  it('reads a copy kept before the links existed as a stay never changed', async () => {
    const { replacestxid: _replaces, replacedbytxid: _replacedBy, ...older } = hotelBooking();
    await keepHotelVoucher('P1', older.txid, older);
    expect(readKeptVoucher((await keptHotelVoucher('P1', older.txid))?.data)).toEqual(hotelBooking());
  });
});
