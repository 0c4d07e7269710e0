import type { HotelBooking } from '../../../src/contract/hotels/booking-shapes';
import { parseMinorUnits } from '../../../src/domain/money';
import { dayText, exactMoney, momentText } from '../../pdf/docket-format';
import { PdfSheet } from '../../pdf/docket-sheet';

/* The hotel voucher as a printable PDF, in the trip docket's style (the insurance ticket's sheet helper). */

const PAID_BY: Record<HotelBooking['paymentmode'], string> = {
  cashcard: 'Wallet',
  creditcard: 'Card',
  company: 'Company account',
};

const STATUS: Record<HotelBooking['status'], string> = {
  paymentpending: 'Waiting for payment',
  booked: 'Booked, waiting for the hotel to confirm',
  confirmed: 'Confirmed',
  cancellationrequested: 'Cancelled, waiting for the hotel to confirm',
  cancelled: 'Cancelled',
  expired: 'Expired unpaid',
};

const occupancyText = (room: HotelBooking['rooms'][number]) =>
  `${room.adults} adult${room.adults === 1 ? '' : 's'}${room.childages.length ? `, children aged ${room.childages.join(', ')}` : ''}`;

export async function renderHotelVoucher(booking: HotelBooking, now: Date): Promise<Uint8Array> {
  const amount = (decimal: string) => exactMoney(parseMinorUnits(decimal), booking.currency);
  const sheet = await PdfSheet.create({
    title: `Hotel voucher ${booking.txid}`,
    subject: `Hotel voucher ${booking.hotel.name}`,
    keywords: ['hotel', 'voucher', booking.txid],
    createdAt: now,
  });
  sheet.title(`Hotel voucher - ${booking.hotel.name}`, `Booking ${booking.txid} - generated ${momentText(now)}`);

  sheet.heading('Stay');
  sheet.fields([
    ['Status', STATUS[booking.status]],
    ['Confirmation number', booking.confirmationnumber || 'Not confirmed yet'],
    ['Hotel', `${booking.hotel.name} (${booking.hotel.stars} star)`],
    ['Address', booking.hotel.address],
    ['Check-in', `${dayText(booking.checkin)} from ${booking.hotel.checkintime}`],
    ['Check-out', `${dayText(booking.checkout)} by ${booking.hotel.checkouttime}`],
    ['Nights', String(booking.nights)],
    ['Room', `${booking.rooms.length} x ${booking.roomname}`],
    ['Board', booking.boardname],
    ['Paid by', PAID_BY[booking.paymentmode]],
    ['Booked on', momentText(new Date(booking.bookedon))],
    ...(booking.tripid ? [['Trip', booking.tripid] as const] : []),
  ]);

  sheet.heading('Guests');
  sheet.table(
    [
      { label: 'No', width: 0.7 },
      { label: 'Name', width: 5 },
      { label: '', width: 2 },
    ],
    booking.guests.map((g, i) => [String(i + 1), `${g.title} ${g.firstname} ${g.lastname}`.trim(), g.lead ? 'Lead guest' : '']),
  );
  sheet.fields(booking.rooms.map((room, i) => [`Room ${i + 1}`, occupancyText(room)] as const));

  sheet.heading('Amounts');
  sheet.fields([
    ['Room charges', amount(booking.base)],
    ['GST', amount(booking.tax)],
    ['Total', amount(booking.total)],
  ]);

  sheet.heading('Cancellation terms');
  sheet.fields(booking.cancellationterms.map((term, i) => [`${i + 1}`, term] as const));
  if (booking.cancellation) {
    sheet.heading('Cancellation');
    sheet.fields([
      ['Requested', momentText(new Date(booking.cancellation.requestedon))],
      ['Reason', booking.cancellation.reason],
      ['Penalty', `${amount(booking.cancellation.penalty)} (${booking.cancellation.percent} %)`],
      ['Refund', amount(booking.cancellation.refund)],
    ]);
  }
  return sheet.bytes();
}
