import type { ListedBookingKind } from '../../src/contract/bookings/operations';
import type { Executor } from '../store/db';
import type { BookingListFilter, BookingListRow, BookingOwner } from './product';

/*
 * What "My bookings" needs of anything it lists (docs/features/my-bookings.md): its rows for the
 * caller and the path that opens one. Every BookingProduct is one; so is a source whose bookings
 * are never paid (a company guest house's reservations), which has no part in the rest of the
 * lifecycle (payment, expiry, invoices, dashboards). The composition root hands the list over
 * (server/features/products.ts).
 */
export interface ListedBookingSource {
  kind: ListedBookingKind;
  /** The caller's bookings matching the filter, newest first, at most `filter.limit` (ownership and company in SQL). */
  listForUser(db: Executor, owner: BookingOwner, filter: BookingListFilter): Promise<BookingListRow[]>;
  /** The app path that shows one booking (its ticket, voucher or reservation list). */
  ticketPath(txid: string): string;
}
