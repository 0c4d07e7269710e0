import { formatMoneyExact, parseMinorUnits } from '../../../domain/money';

/** Hotel amounts are INR decimal strings (docs/features/hotels.md "Amounts"); the book page shows them exact. */
export const HOTEL_CURRENCY = 'INR';
export const exact = (decimal: string) => formatMoneyExact(parseMinorUnits(decimal), HOTEL_CURRENCY);
