/*
 * The pages of a booking flow (issue 15, docs/features/shell.md "Interruptions"): from a flight,
 * hotel (either version, docs/features/hotels.md "Versions") or insurance search through its
 * results, the review and payment (the gateway returns to these pages too) to the e-ticket or
 * voucher. Nothing opens by itself on them: no announcement, no feedback prompt, no popup, so
 * prices, Select buttons and fare rules are never covered while someone is booking.
 */
const BOOKING_FLOW_ROOTS = ['/flights', '/hotels', '/v2/hotels', '/insurance'] as const;

/** True for a path (no query or hash needed) inside a booking flow. */
export function isBookingFlowPath(pathname: string): boolean {
  const path = (pathname.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  return BOOKING_FLOW_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));
}
