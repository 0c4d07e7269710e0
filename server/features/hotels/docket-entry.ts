import type { DocketEntry } from '../../booking/product';
import type { Executor } from '../../store/db';
import { hotelVoucherPath } from '../../../src/domain/hotel-paths';
import { dayText } from '../../pdf/docket-format';
import { confirmationNumberOf } from './booking-progress';
import { loadGuests, loadHotelBooking } from './booking-store';

/*
 * A stay's voucher in its trip's confirmation docket (docs/features/hotels.md "Approval and
 * trips"): the hotel, city, dates, confirmation number, guests and where the voucher is read. The
 * hotel's answer due by `now` is shown as the voucher page would show it, without writing: the
 * docket is also rendered from a signed link outside any call.
 */

function confirmationOf(row: { txid: string; status: string; confirmationNumber: string; confirmationDueAt: Date | null }, now: Date): string {
  if (row.confirmationNumber) return row.confirmationNumber;
  if (row.status === 'booked' && row.confirmationDueAt && row.confirmationDueAt <= now) return confirmationNumberOf(row.txid);
  return 'awaiting the hotel';
}

export async function hotelDocketEntry(db: Executor, txid: string, corporateId: string, now: Date): Promise<DocketEntry | undefined> {
  const row = await loadHotelBooking(db, txid, corporateId);
  if (!row) return undefined;
  const guests = await loadGuests(db, row);
  const rooms = row.rooms.length;
  return {
    heading: `Hotel voucher ${row.txid}`,
    fields: [
      ['Hotel', `${row.hotelName}, ${row.city}`],
      ['Address', row.address],
      ['Check-in', `${dayText(row.checkIn)} from ${row.checkInTime}`],
      ['Check-out', `${dayText(row.checkOut)} by ${row.checkOutTime}`],
      ['Stay', `${row.nights} ${row.nights === 1 ? 'night' : 'nights'}, ${rooms} ${rooms === 1 ? 'room' : 'rooms'}, ${row.roomName}, ${row.boardName}`],
      ['Confirmation number', confirmationOf(row, now)],
      ['Guests', guests.map((g) => [g.title, g.firstName, g.lastName].filter(Boolean).join(' ')).join(', ')],
      ['Status', row.status],
      ['Voucher', hotelVoucherPath(row.txid)],
    ],
  };
}
