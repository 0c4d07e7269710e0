import { formatMoney } from '../../domain/money';
import { useSession } from '../../session/store';

export interface MoneyProps {
  /** Integer minor units (paise, cents), as money is carried everywhere. */
  minor: bigint;
  /** Overrides the user's base currency, e.g. for a fare quoted in another currency. */
  currency?: string;
}

/** An amount in the user's base currency: symbol or raw code, whole units, Indian grouping (docs/product.md#who-uses-it). */
export function Money({ minor, currency }: MoneyProps) {
  const login = useSession();
  const code = currency ?? login?.profilemaster.base_currency ?? 'INR';
  return <span>{formatMoney(minor, code)}</span>;
}
