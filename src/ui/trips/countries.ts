import { countryName } from '../../domain/country-name';

/**
 * Destination country choices (ISO 3166 alpha-2, what the trip type validation reads, docs/product.md#validation-rules).
 * Names come from the browser's Intl data, so the list needs no translation table.
 */
const CODES = [
  'IN',
  'AE',
  'AU',
  'BD',
  'BE',
  'BR',
  'CA',
  'CH',
  'CN',
  'DE',
  'DK',
  'ES',
  'FR',
  'GB',
  'HK',
  'ID',
  'IE',
  'IT',
  'JP',
  'KE',
  'KR',
  'LK',
  'MV',
  'MX',
  'MY',
  'NL',
  'NP',
  'NZ',
  'OM',
  'PH',
  'PK',
  'QA',
  'RU',
  'SA',
  'SE',
  'SG',
  'TH',
  'TR',
  'US',
  'VN',
  'ZA',
];


export const COUNTRY_OPTIONS = CODES.map((code) => ({ value: code, label: `${countryName(code)} (${code})` })).sort(
  (a, b) => a.label.localeCompare(b.label),
);
