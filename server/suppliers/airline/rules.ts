import type { FareRule } from '../../../src/domain/flight-offer';
import { formatMoney } from '../../../src/domain/money';
import { FAMILIES, type FareFamilyDef, cabinBaggage } from './families';
import { fareKey, flightKey } from './keys';
import type { FoundFlight } from './find';

/*
 * Fare rules (docs/operations.md; GETFARERULES): baggage, cancellation and change penalties per
 * traveller per sector by fare family, and the rules text. Penalties are fixed amounts (domestic /
 * international) so they read the same whatever day the rules are asked for.
 */

const WINDOWS = [
  'More than 72 hours before departure',
  '72 to 4 hours before departure',
  'Less than 4 hours before departure or no-show',
];

/** [cancel, change] per window in rupees; null = not allowed (non-refundable / no changes). */
type Ladder = readonly (number | null)[];
const PENALTIES: Record<FareFamilyDef['label'], { domestic: [Ladder, Ladder]; international: [Ladder, Ladder] }> = {
  others: {
    domestic: [
      [null, null, null],
      [3000, 3500, null],
    ],
    international: [
      [null, null, null],
      [6000, 7000, null],
    ],
  },
  normal: {
    domestic: [
      [3500, 4000, null],
      [3000, 3500, null],
    ],
    international: [
      [6000, 8000, null],
      [5000, 6000, null],
    ],
  },
  sme: {
    domestic: [
      [1500, 2500, null],
      [1500, 2000, null],
    ],
    international: [
      [4000, 5000, null],
      [3500, 4000, null],
    ],
  },
  corporate: {
    domestic: [
      [750, 1500, 3000],
      [0, 750, 2000],
    ],
    international: [
      [2500, 4000, 6000],
      [0, 2500, 5000],
    ],
  },
  flexi: {
    domestic: [
      [0, 1000, 2500],
      [0, 0, 1500],
    ],
    international: [
      [2000, 3000, 5000],
      [0, 1500, 3000],
    ],
  },
  exclusive: {
    domestic: [
      [0, 0, 1500],
      [0, 0, 0],
    ],
    international: [
      [0, 1500, 3000],
      [0, 0, 1500],
    ],
  },
};

/** Which window of WINDOWS a departure `hoursBefore` from now falls in (negative: departed, a no-show). */
export function penaltyWindow(hoursBefore: number): 0 | 1 | 2 {
  return hoursBefore > 72 ? 0 : hoursBefore >= 4 ? 1 : 2;
}

/** The window's wording, as the fare rules show it. */
export const penaltyWindowText = (window: 0 | 1 | 2): string => WINDOWS[window]!;

/**
 * The cancellation penalty of a fare family per traveller per sector in a window, in rupees; null
 * when the fare is non-refundable then (only statutory taxes come back). The ladder GETFARERULES shows.
 */
export function cancellationPenaltyRupees(
  family: FareFamilyDef['label'],
  domestic: boolean,
  window: 0 | 1 | 2,
): number | null {
  return PENALTIES[family][domestic ? 'domestic' : 'international'][0][window] ?? null;
}

/**
 * The change fee of a fare family per traveller per sector in a window, in rupees (the fare
 * difference comes on top); null when changes are not allowed then.
 */
export function changePenaltyRupees(
  family: FareFamilyDef['label'],
  domestic: boolean,
  window: 0 | 1 | 2,
): number | null {
  return PENALTIES[family][domestic ? 'domestic' : 'international'][1][window] ?? null;
}

const cancelText = (rupees: number | null) =>
  rupees === null
    ? 'Non-refundable (statutory taxes refunded)'
    : rupees === 0
      ? 'Free'
      : `${formatMoney(BigInt(rupees) * 100n, 'INR')}`;
const changeText = (rupees: number | null) =>
  rupees === null
    ? 'Not allowed'
    : rupees === 0
      ? 'Free (fare difference applies)'
      : `${formatMoney(BigInt(rupees) * 100n, 'INR')} + fare difference`;

function ruleOf(flight: FoundFlight, family: FareFamilyDef, flightkey: string): FareRule {
  const carrier = flight.trips[0]![0]!.carrier;
  const domestic = flight.trips.every((t) => t.every((l) => l.from.countrycode === 'IN' && l.to.countrycode === 'IN'));
  const [cancel, change] = PENALTIES[family.label][domestic ? 'domestic' : 'international'];
  const checkin = family.checkin(domestic, flight.key.cabin);
  const cabin = cabinBaggage(flight.key.cabin);
  const handOnly = checkin === '0 KG';
  const rulestext = [
    `${carrier.name} ${family.productName(carrier)} (${family.label}) fare, ${flight.key.cabin} cabin.`,
    handOnly
      ? `Hand baggage only: ${cabin} in the cabin; check-in baggage is charged at the airport.`
      : `Check-in baggage ${checkin} and cabin baggage ${cabin} per adult; infants 10 KG check-in.`,
    family.refundable === 'N'
      ? 'This fare is non-refundable: on cancellation only statutory taxes (K3, IN) are refunded.'
      : 'Cancellation fees are per traveller per sector and never exceed the base fare plus YQ.',
    'Changes are allowed up to the window shown; the fare difference is charged on the new flight.',
    'No-show: treated as cancellation less than 4 hours before departure.',
  ].join(' ');
  return {
    farekey: fareKey(flightkey, family.label),
    farelabel: family.label,
    productname: family.productName(carrier),
    baggage: { checkin, cabin },
    cancellation: WINDOWS.map((window, i) => ({ window, penalty: cancelText(cancel[i] ?? null) })),
    change: WINDOWS.map((window, i) => ({ window, penalty: changeText(change[i] ?? null) })),
    rulestext,
  };
}

/** Rules of the fares the flight sells (only `flight.key.family`'s when the key was a farekey). */
export function fareRules(flight: FoundFlight): FareRule[] {
  const carrier = flight.trips[0]![0]!.carrier;
  const domestic = flight.trips.every((t) => t.every((l) => l.from.countrycode === 'IN' && l.to.countrycode === 'IN'));
  const flightkey = flightKey(flight.key.cabin, flight.key.segments);
  return FAMILIES.filter((f) => f.sells(carrier, flight.key.cabin, domestic))
    .filter((f) => flight.key.family === null || f.label === flight.key.family)
    .map((f) => ruleOf(flight, f, flightkey));
}
