import { formatMoneyExact } from './money';
import type { PaymentMode } from './payment-mode';

/*
 * The review step's button says what pressing it does (docs/features/flights-booking.md "Review
 * before paying"): the exact amount the server charges and where it comes from. Exact, so paise
 * are shown when there are some: the button never rounds what leaves the wallet.
 */
export function payButtonText(mode: PaymentMode, minor: bigint, currency: string): string {
  const amount = formatMoneyExact(minor, currency);
  if (mode === 'cashcard') return `Pay ${amount} from wallet`;
  if (mode === 'creditcard') return `Pay ${amount} by card`;
  return `Book ${amount} on company account`;
}
