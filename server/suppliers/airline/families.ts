import type { BenefitCode, Cabin, FareFamily } from '../../../src/domain/flight-offer';
import type { Carrier } from './carriers';

/*
 * Fare families (docs/product.md#constants-and-code-tables fare labels / product names and benefit codes). Each is a price
 * level on the flight's market fare (per mille), a refundability, benefits and baggage. Low-cost
 * carriers sell a hand-baggage-only fare ('others', check-in '0 KG') and charge for meals and seats
 * (pmeal, pseat); full-service carriers include them. Corporate fares are full-service and IndiGo;
 * SME fares are the low-cost carriers'. Premium cabins sell normal, flexi and corporate only.
 */

export interface FareFamilyDef {
  label: FareFamily;
  productName: (carrier: Carrier) => string;
  factor: number;
  refundable: 'Y' | 'N';
  benefits: (carrier: Carrier) => BenefitCode[];
  /** Check-in allowance per adult: domestic / international. */
  checkin: (domestic: boolean, cabin: Cabin) => string;
  sells: (carrier: Carrier, cabin: Cabin, domestic: boolean) => boolean;
  fareClass: string;
}

const economy = (cabin: Cabin) => cabin === 'economy';
const bags = (domestic: boolean, cabin: Cabin, extraKg = 0) =>
  `${(domestic ? 15 : 25) + (cabin === 'economy' ? 0 : 10) + extraKg} KG`;
const served = (c: Carrier, paid: BenefitCode[], free: BenefitCode[]) => (c.lowCost ? paid : free);

export const FAMILIES: readonly FareFamilyDef[] = [
  {
    label: 'others',
    productName: () => 'Hand Baggage Only',
    factor: 920,
    refundable: 'N',
    benefits: () => ['pmeal', 'pseat', 'pbaggage'],
    checkin: () => '0 KG',
    sells: (c, cabin, domestic) => c.lowCost && domestic && economy(cabin),
    fareClass: 'O',
  },
  {
    label: 'normal',
    productName: (c) => (c.lowCost ? 'Saver' : 'Economy Classic'),
    factor: 1000,
    refundable: 'Y',
    benefits: (c) => served(c, ['pmeal', 'pseat'], ['fmeal', 'pseat']),
    checkin: (d, cabin) => bags(d, cabin),
    sells: () => true,
    fareClass: 'T',
  },
  {
    label: 'sme',
    productName: () => 'SME Fare',
    factor: 1060,
    refundable: 'Y',
    benefits: () => ['fseat', 'pmeal', 'lowcanx'],
    checkin: (d, cabin) => bags(d, cabin),
    sells: (c, cabin) => c.lowCost && economy(cabin),
    fareClass: 'S',
  },
  {
    label: 'corporate',
    productName: (c) => (c.lowCost ? 'Corp Connect' : 'Corporate Flex'),
    factor: 1120,
    refundable: 'Y',
    benefits: (c) => served(c, ['fmeal', 'fseat', 'lowcanx', 'fresc'], ['fmeal', 'fseat', 'lowcanx', 'fresc']),
    checkin: (d, cabin) => bags(d, cabin, 5),
    sells: (c) => !c.lowCost || c.code === '6E',
    fareClass: 'C',
  },
  {
    label: 'flexi',
    productName: () => 'Flexi Plus',
    factor: 1250,
    refundable: 'Y',
    benefits: () => ['fmeal', 'fseat', 'fresc', 'lowcanx'],
    checkin: (d, cabin) => bags(d, cabin),
    sells: () => true,
    fareClass: 'F',
  },
  {
    label: 'exclusive',
    productName: (c) => (c.lowCost ? 'Super Plus' : 'Comfort Plus'),
    factor: 1400,
    refundable: 'Y',
    benefits: () => ['fmeal', 'fseat', 'fresc', 'fwifi', 'fbaggage', 'lowcanx'],
    checkin: (d, cabin) => bags(d, cabin, 10),
    sells: (_c, cabin) => economy(cabin),
    fareClass: 'E',
  },
];

const BY_LABEL = new Map(FAMILIES.map((f) => [f.label, f]));

export function familyByLabel(label: string): FareFamilyDef | undefined {
  return BY_LABEL.get(label as FareFamily);
}

/** Cabin baggage per traveller: 7 KG in economy, 10 KG in premium cabins. */
export const cabinBaggage = (cabin: Cabin) => (cabin === 'economy' ? '7 KG' : '10 KG');
