import type { Cabin } from '../../../src/domain/flight-offer';

/*
 * The sandbox airline's carriers: real IATA two-letter codes and names, their hubs (where their
 * one-stop itineraries connect), the cabins they sell, and how their fares sit against the market
 * (priceFactor, per mille). Domestic India carriers fly inside India; the others fly international
 * routes from or to their home hubs. docs/sandbox-airline.md lists them.
 */

export interface Carrier {
  code: string;
  name: string;
  /** Flies domestic India routes. */
  domestic: boolean;
  /** Flies international routes (from/to its hubs, and India to its hubs). */
  international: boolean;
  hubs: readonly string[];
  cabins: readonly Cabin[];
  /** Fare level against the market, per mille (1000 = market). */
  priceFactor: number;
  /** A low-cost carrier: sells hand-baggage fares, charges for meals and seats. */
  lowCost: boolean;
  /** Departures per day on a trunk route (both ends large); fewer on thinner routes. */
  trunkFrequency: number;
  /** First digit(s) of its flight numbers. */
  numberBase: number;
  equipment: { narrow: string; wide: string };
  /** Set when another carrier operates its flights (codeshare-style 'operated by'). */
  operatedBy?: string;
}

// prettier-ignore
export const CARRIERS: readonly Carrier[] = [
  { code: 'AI', name: 'Air India', domestic: true, international: true, hubs: ['DEL', 'BOM', 'BLR'], cabins: ['economy', 'premiumeconomy', 'business', 'first'], priceFactor: 1050, lowCost: false, trunkFrequency: 5, numberBase: 400, equipment: { narrow: 'A320neo', wide: 'B787-8' } },
  { code: '6E', name: 'IndiGo', domestic: true, international: true, hubs: ['DEL', 'BOM', 'BLR', 'HYD', 'CCU'], cabins: ['economy', 'business'], priceFactor: 1000, lowCost: true, trunkFrequency: 8, numberBase: 2000, equipment: { narrow: 'A321neo', wide: 'A321neo' } },
  { code: 'UK', name: 'Vistara', domestic: true, international: true, hubs: ['DEL', 'BOM'], cabins: ['economy', 'premiumeconomy', 'business'], priceFactor: 1100, lowCost: false, trunkFrequency: 4, numberBase: 800, equipment: { narrow: 'A320neo', wide: 'B787-9' }, operatedBy: 'Air India' },
  { code: 'SG', name: 'SpiceJet', domestic: true, international: false, hubs: ['DEL', 'BOM', 'HYD'], cabins: ['economy'], priceFactor: 950, lowCost: true, trunkFrequency: 2, numberBase: 100, equipment: { narrow: 'B737-8', wide: 'B737-8' } },
  { code: 'QP', name: 'Akasa Air', domestic: true, international: false, hubs: ['BOM', 'BLR'], cabins: ['economy'], priceFactor: 960, lowCost: true, trunkFrequency: 2, numberBase: 1300, equipment: { narrow: 'B737-8', wide: 'B737-8' } },
  { code: 'IX', name: 'Air India Express', domestic: true, international: false, hubs: ['BLR', 'COK', 'DEL'], cabins: ['economy'], priceFactor: 900, lowCost: true, trunkFrequency: 2, numberBase: 1500, equipment: { narrow: 'B737-8', wide: 'B737-8' } },
  { code: 'EK', name: 'Emirates', domestic: false, international: true, hubs: ['DXB'], cabins: ['economy', 'premiumeconomy', 'business', 'first'], priceFactor: 1100, lowCost: false, trunkFrequency: 3, numberBase: 500, equipment: { narrow: 'B777-300ER', wide: 'A380-800' } },
  { code: 'QR', name: 'Qatar Airways', domestic: false, international: true, hubs: ['DOH'], cabins: ['economy', 'business', 'first'], priceFactor: 1050, lowCost: false, trunkFrequency: 3, numberBase: 550, equipment: { narrow: 'A350-900', wide: 'B777-300ER' } },
  { code: 'EY', name: 'Etihad Airways', domestic: false, international: true, hubs: ['AUH'], cabins: ['economy', 'business', 'first'], priceFactor: 1000, lowCost: false, trunkFrequency: 2, numberBase: 200, equipment: { narrow: 'A320', wide: 'B787-9' } },
  { code: 'SQ', name: 'Singapore Airlines', domestic: false, international: true, hubs: ['SIN'], cabins: ['economy', 'premiumeconomy', 'business', 'first'], priceFactor: 1150, lowCost: false, trunkFrequency: 2, numberBase: 400, equipment: { narrow: 'A350-900', wide: 'A380-800' } },
  { code: 'LH', name: 'Lufthansa', domestic: false, international: true, hubs: ['FRA', 'MUC'], cabins: ['economy', 'premiumeconomy', 'business', 'first'], priceFactor: 1100, lowCost: false, trunkFrequency: 2, numberBase: 700, equipment: { narrow: 'A320neo', wide: 'A350-900' } },
  { code: 'BA', name: 'British Airways', domestic: false, international: true, hubs: ['LHR'], cabins: ['economy', 'premiumeconomy', 'business', 'first'], priceFactor: 1120, lowCost: false, trunkFrequency: 2, numberBase: 100, equipment: { narrow: 'A320neo', wide: 'B787-10' } },
  { code: 'AF', name: 'Air France', domestic: false, international: true, hubs: ['CDG'], cabins: ['economy', 'premiumeconomy', 'business', 'first'], priceFactor: 1080, lowCost: false, trunkFrequency: 1, numberBase: 200, equipment: { narrow: 'A320', wide: 'B777-300ER' } },
  { code: 'TK', name: 'Turkish Airlines', domestic: false, international: true, hubs: ['IST'], cabins: ['economy', 'business'], priceFactor: 980, lowCost: false, trunkFrequency: 2, numberBase: 700, equipment: { narrow: 'A321neo', wide: 'A350-900' } },
];

const BY_CODE = new Map(CARRIERS.map((c) => [c.code, c]));

export function carrierByCode(code: string): Carrier | undefined {
  return BY_CODE.get(code);
}

/** Every hub any carrier connects at: looked up with the route's airports in one query. */
export const ALL_HUBS: readonly string[] = [...new Set(CARRIERS.flatMap((c) => c.hubs))];

/** India's six metros: trunk routes between them get the most departures and the highest UDF. */
export const METROS: ReadonlySet<string> = new Set(['DEL', 'BOM', 'BLR', 'HYD', 'MAA', 'CCU']);
