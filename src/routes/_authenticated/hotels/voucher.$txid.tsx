import { createFileRoute } from '@tanstack/react-router';
import { changeSearchOf } from '../../../ui/hotels/change/change-search-params';
import { HotelVoucherPage } from '../../../ui/hotels/voucher/HotelVoucherPage';

/*
 * /hotels/voucher/$txid: a paid stay's voucher, where the booking page and the card gateway return
 * (docs/features/hotels.md "Voucher and cancellation"). Without this route the path would be read as
 * /hotels/$searchid/$hotelcode.
 */
export const Route = createFileRoute('/_authenticated/hotels/voucher/$txid')({
  // `?change=1` opens 'Change dates' (docs/features/hotels-change.md); `?cancel=1` (a trip's 'Cancel') the cancel drawer.
  validateSearch: (search: Record<string, unknown>) => ({
    ...changeSearchOf(search),
    ...(String(search.cancel) === '1' ? { cancel: 1 as const } : {}),
  }),
  component: function HotelVoucherRoute() {
    const { txid } = Route.useParams();
    const { cancel, ...change } = Route.useSearch();
    // Keyed by id: another voucher starts with fresh local state (drawer, messages, polling).
    return <HotelVoucherPage key={txid} txid={txid} change={change} openCancel={cancel === 1} />;
  },
});
