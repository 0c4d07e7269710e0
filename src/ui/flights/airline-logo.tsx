import { Image } from '@mantine/core';

/*
 * Airline logos by carrier code (docs/product.md#screens-and-routes "Airline logos load by carrier code"). The app serves
 * its own plain marks from public/airlines/<code>.svg (a coloured tile with the code, no airline
 * artwork, nothing fetched from outside), so they are precached by the service worker and show
 * offline. A carrier without a mark gets generic.svg, chosen here rather than by a 404 so offline
 * pages never show a broken image.
 */

/** The carriers with a mark in public/airlines (a test checks it against the sandbox's carriers). */
export const AIRLINE_LOGO_CODES: ReadonlySet<string> = new Set([
  'AI',
  '6E',
  'UK',
  'SG',
  'QP',
  'IX',
  'EK',
  'QR',
  'EY',
  'SQ',
  'LH',
  'BA',
  'AF',
  'TK',
]);

export const GENERIC_AIRLINE_LOGO = '/airlines/generic.svg';

/** '6e' → '/airlines/6E.svg'; an unknown or malformed code → the generic mark. */
export function airlineLogoUrl(code: string): string {
  const key = code.trim().toUpperCase();
  return AIRLINE_LOGO_CODES.has(key) ? `/airlines/${key}.svg` : GENERIC_AIRLINE_LOGO;
}

export interface AirlineLogoProps {
  code: string;
  /** The carrier's name, for the alt text; the code stands in when it is not known. */
  name?: string;
  size?: number;
}

/** The carrier's mark, alt '<name> logo'. */
export function AirlineLogo({ code, name, size = 32 }: AirlineLogoProps) {
  const label = (name ?? '').trim() || code.trim().toUpperCase() || 'Airline';
  return (
    <Image
      src={airlineLogoUrl(code)}
      alt={`${label} logo`}
      w={size}
      h={size}
      fit="contain"
      radius="sm"
      // Mantine's fallback only replaces a mark that failed to load (a stale cache, say).
      fallbackSrc={GENERIC_AIRLINE_LOGO}
    />
  );
}
