/*
 * The voucher's change drawer in the URL: `?change=1` opens it (the trip page links there), and an
 * approved change comes back with the dates and `&approvalid=BA…` (the approval's resume link). Pure.
 */

export interface VoucherChangeSearch {
  change?: 1;
  checkin?: string;
  checkout?: string;
  approvalid?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const APPROVAL = /^BA\d{1,20}$/;

/** The change parameters of a voucher URL; anything malformed is dropped, not refused. */
export function changeSearchOf(search: Record<string, unknown>): VoucherChangeSearch {
  if (String(search.change) !== '1') return {};
  const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);
  const approvalid = typeof search.approvalid === 'string' && APPROVAL.test(search.approvalid) ? search.approvalid : undefined;
  const checkin = day(search.checkin);
  const checkout = day(search.checkout);
  return { change: 1, ...(checkin && { checkin }), ...(checkout && { checkout }), ...(approvalid && { approvalid }) };
}
