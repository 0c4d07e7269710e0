import { divideRounded } from './money';
/*
 * Indicative reference rates (docs/features/per-diem.md "Currency conversion"): how many rupees one
 * unit of a currency was worth in 2025, rounded. The product has no exchange-rate feed; these put a
 * per-diem ceiling into the imprest currency and compare rates kept in different currencies, and
 * are used for nothing that moves money (a booking, a payment, a settled expense).
 *
 * Amounts are integer minor units with two decimals in every currency, as on the wire
 * (src/domain/money.ts); a rate is a decimal string with at most four decimals.
 */

export const INR_PER_UNIT: Readonly<Record<string, string>> = {
  AED: '23.20',
  AUD: '56.00',
  CAD: '62.00',
  CHF: '97.00',
  CNY: '11.80',
  EUR: '93.00',
  GBP: '110.00',
  HKD: '10.90',
  INR: '1',
  JPY: '0.58',
  LKR: '0.28',
  MYR: '19.50',
  NPR: '0.625',
  PHP: '1.50',
  QAR: '23.40',
  SAR: '22.70',
  SGD: '65.00',
  THB: '2.50',
  USD: '85.00',
  ZAR: '4.70',
};

/** The currencies a rate table may use: those with a reference rate, by code. */
export const REFERENCE_CURRENCIES: readonly string[] = Object.keys(INR_PER_UNIT).sort();

export const hasReferenceRate = (currency: string): boolean => Object.hasOwn(INR_PER_UNIT, currency.toUpperCase());

const RATE_DECIMALS = 4;

/** '83.5' → 835000n: the rate in ten-thousandths of a rupee, exact. */
function scaledRate(currency: string): bigint {
  const rate = INR_PER_UNIT[currency.toUpperCase()];
  const m = rate === undefined ? null : /^(\d+)(?:\.(\d{1,4}))?$/.exec(rate);
  if (!m) throw new RangeError(`no reference rate for ${currency}`);
  return BigInt(m[1]!) * 10n ** BigInt(RATE_DECIMALS) + BigInt((m[2] ?? '').padEnd(RATE_DECIMALS, '0'));
}

/**
 * `minor` of `from` in `to`, through the rupee: minor × INR per `from` ÷ INR per `to`, worked out as
 * one exact fraction and rounded once, half up, to the minor unit. Throws for a currency without a
 * reference rate.
 */
export function convertMinorUnits(minor: bigint, from: string, to: string): bigint {
  if (from.toUpperCase() === to.toUpperCase()) return minor;
  return divideRounded(minor * scaledRate(from), scaledRate(to));
}

/** A rate as ten-thousandths: '85.5' → 855000n; throws for anything but a plain positive decimal with at most four places. */
function parseRate(rate: string): bigint {
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec(rate);
  const scaled = m ? BigInt(m[1]!) * 10n ** BigInt(RATE_DECIMALS) + BigInt((m[2] ?? '').padEnd(RATE_DECIMALS, '0')) : 0n;
  if (scaled <= 0n) throw new RangeError(`not a rate: ${rate}`);
  return scaled;
}

/**
 * How many units of `to` one unit of `from` is worth at the reference rates, as a decimal string
 * with four places ('85.0000'): what an expense line keeps, so its base amount can be checked later
 * whatever the table says then.
 */
export function referenceRate(from: string, to: string): string {
  const scaled = from.toUpperCase() === to.toUpperCase() ? 10n ** BigInt(RATE_DECIMALS) : divideRounded(scaledRate(from) * 10n ** BigInt(RATE_DECIMALS), scaledRate(to));
  const unit = 10n ** BigInt(RATE_DECIMALS);
  return `${scaled / unit}.${String(scaled % unit).padStart(RATE_DECIMALS, '0')}`;
}

/** `minor` converted at a kept `rate` (referenceRate's form), rounded once, half away from zero. */
export function convertAtRate(minor: bigint, rate: string): bigint {
  return divideRounded(minor * parseRate(rate), 10n ** BigInt(RATE_DECIMALS));
}

export const isRate = (rate: string): boolean => {
  try {
    return parseRate(rate) > 0n;
  } catch {
    return false;
  }
};
