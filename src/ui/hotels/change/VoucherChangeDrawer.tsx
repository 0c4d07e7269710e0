import { useNavigate } from '@tanstack/react-router';
import type { HotelBooking } from '../../../contract/hotels/booking-shapes';
import { indiaToday } from '../../../domain/calendar-days';
import { ChangeStayDrawer } from './ChangeStayDrawer';
import type { VoucherChangeSearch } from './change-search-params';

export interface VoucherChangeDrawerProps {
  booking: HotelBooking;
  search: VoucherChangeSearch;
  onClose: () => void;
}

/**
 * The voucher's 'Change dates' drawer, mounted while open: starts from the URL's dates (an approval
 * resumed) or the booked ones; a change lands on the new voucher, or, for a card-paid stay, on the
 * payment gateway (which returns to the new voucher once paid).
 */
export function VoucherChangeDrawer({ booking, search, onClose }: VoucherChangeDrawerProps) {
  const navigate = useNavigate();
  return (
    <ChangeStayDrawer
      opened
      onClose={onClose}
      currency={booking.currency}
      today={indiaToday(new Date())}
      start={{
        txid: booking.txid,
        checkin: search.checkin ?? booking.checkin,
        checkout: search.checkout ?? booking.checkout,
        approvalid: search.approvalid ?? '',
      }}
      onChanged={({ txid, paymenturl }) => {
        if (paymenturl !== '') window.location.assign(paymenturl);
        else void navigate({ to: '/hotels/voucher/$txid', params: { txid } });
      }}
    />
  );
}
