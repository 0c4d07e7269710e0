import { redirect } from '@tanstack/react-router';

/** `/hotels/book?sid=…&hotel=…&rate=…[&approvalid=…][&payment=failed]` (src/domain/hotel-paths.ts). */
export interface HotelBookSearch {
  sid: string;
  hotel: string;
  rate: string;
  approvalid?: string;
  /** 'failed' when the card gateway sent the user back. */
  payment?: 'failed';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function validateHotelBookSearch(search: Record<string, unknown>): HotelBookSearch {
  const approvalid = text(search.approvalid);
  return {
    sid: text(search.sid),
    hotel: text(search.hotel),
    rate: text(search.rate),
    ...(approvalid ? { approvalid } : {}),
    ...(search.payment === 'failed' ? { payment: 'failed' as const } : {}),
  };
}

/** A book link missing its search, hotel or rate has nothing to book: back to the hotel search. */
export function requireBookTarget(search: HotelBookSearch, base: string): void {
  if (!search.sid || !search.hotel || !search.rate) throw redirect({ href: base, replace: true });
}
