/*
 * The e-ticket's notes and support numbers (docs/product.md#flight-e-ticket "Flight e-ticket page": check-in counters
 * close 45 minutes before departure; photo ID needed; cancel or amend via the provider's customer
 * care; three support phone numbers). Shared by the page and the PDF so both say the same. The
 * numbers are the sandbox provider's, not real lines.
 */
export const TICKET_NOTES = [
  'Check-in counters close 45 minutes before departure.',
  'A valid photo ID is needed at check-in and at security (a passport on international flights).',
  "To cancel or amend this booking, call the provider's customer care.",
] as const;

export interface SupportPhone {
  label: string;
  number: string;
}

export const SUPPORT_PHONES: readonly SupportPhone[] = [
  { label: 'Customer care (24x7)', number: '+91 80 4719 1000' },
  { label: 'Cancellations and changes', number: '+91 22 4719 2000' },
  { label: 'Toll free (India)', number: '1800 419 1000' },
];

/** 'tel:' link target: digits and a leading + only. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
