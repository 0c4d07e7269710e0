import type { InsuranceDomint } from './insurance-query';

/*
 * Which of the insurer's categories (server/suppliers/insurer/catalog-data.ts: DOM, ASIA, SCHENGEN,
 * WWEXUSCA, WW) covers a trip, from the ISO country codes of its airports. The insurer is Indian:
 * a trip that never leaves India is domestic, anything else international.
 */

export const INSURANCE_HOME_COUNTRY = 'IN';

/** Asia as the insurer's ASIA plans cover it (the Middle East and Central Asia included). */
const ASIA = new Set(
  ('AE AF AM AZ BD BH BN BT CN GE HK ID IL IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP OM PH PK PS ' +
    'QA SA SG SY TH TJ TL TM TR TW UZ VN YE').split(' '),
);

/** The Schengen area, whose visa rules the SCHENGEN plans meet. */
const SCHENGEN = new Set(
  'AT BE BG CH CZ DE DK EE ES FI FR GR HR HU IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(' '),
);

/** Where the WWEXUSCA plans do not reach. */
const USA_AND_CANADA = new Set(['US', 'CA']);

export interface TripCategory {
  domint: InsuranceDomint;
  /** The insurer's category code: the narrowest that covers every country. */
  categorycode: string;
  /** The countries outside India, each once, in route order. */
  countries: string[];
}

/** The category for a trip's airports' countries; null when one is unknown (the user then picks). */
export function categoryForCountries(airportCountries: readonly string[]): TripCategory | null {
  const codes = airportCountries.map((c) => c.trim().toUpperCase());
  if (codes.length === 0 || codes.some((c) => !/^[A-Z]{2}$/.test(c))) return null;
  const countries = [...new Set(codes.filter((c) => c !== INSURANCE_HOME_COUNTRY))];
  const all = (set: Set<string>) => countries.every((c) => set.has(c));
  if (countries.length === 0) return { domint: 'domestic', categorycode: 'DOM', countries };
  const categorycode = all(ASIA)
    ? 'ASIA'
    : all(SCHENGEN)
      ? 'SCHENGEN'
      : countries.some((c) => USA_AND_CANADA.has(c))
        ? 'WW'
        : 'WWEXUSCA';
  return { domint: 'international', categorycode, countries };
}
