/** Where a stay the travel desk booked opens its voucher (docs/features/offline-hotels.md "Voucher"): the trip's items, the traveller's notice. */
export const offlineStayPath = (txid: string): string => `/stays/${encodeURIComponent(txid)}`;
