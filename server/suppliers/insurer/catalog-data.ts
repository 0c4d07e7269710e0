/*
 * The sandbox insurer's seeded catalogue. Premiums (₹, before 18% GST) are given for the youngest
 * age band per trip-length band and scaled by an age loading, the way Indian travel insurers
 * publish their rate charts; the seed writes every (age band, length band) cell as its own row.
 */

export interface CategoryData {
  id: string;
  code: string;
  description: string;
  domint: 'domestic' | 'international';
}

export const INSURANCE_CATEGORIES: readonly CategoryData[] = [
  { id: '1', code: 'DOM', description: 'Domestic (India)', domint: 'domestic' },
  { id: '2', code: 'ASIA', description: 'Asia', domint: 'international' },
  { id: '3', code: 'SCHENGEN', description: 'Europe (Schengen)', domint: 'international' },
  { id: '4', code: 'WWEXUSCA', description: 'Worldwide excluding USA and Canada', domint: 'international' },
  { id: '5', code: 'WW', description: 'Worldwide', domint: 'international' },
];

/** Trip-length bands in days (inclusive); a plan has those up to its day limit. */
const DAY_BANDS = [
  [1, 7],
  [8, 15],
  [16, 30],
  [31, 60],
  [61, 90],
  [91, 180],
] as const;

/** Age bands in whole years (inclusive); a plan has those inside its age range. */
const AGE_BANDS = [
  [0, 40],
  [41, 60],
  [61, 70],
  [71, 85],
] as const;

/** Age loading in percent of the youngest band's premium, per age band (index as AGE_BANDS). */
type Loading = readonly [100, number, number?, number?];

export interface PlanData {
  code: string;
  categoryId: string;
  name: string;
  details: string;
  dayLimit: number;
  minAge: number;
  maxAge: number;
  /** ₹ for ages 0–40, one per DAY_BANDS entry up to dayLimit. */
  baseRupees: readonly number[];
  loading: Loading;
  /** Medical cover as the benefits list shows it; the other benefits scale with the tier. */
  tier: 'domestic' | 'silver' | 'gold' | 'platinum';
}

export const INSURANCE_PLANS: readonly PlanData[] = [
  { code: 'DOMBASIC', categoryId: '1', name: 'Domestic Travel Secure', details: 'Hospitalisation, accident and baggage cover for trips within India', dayLimit: 30, minAge: 0, maxAge: 60, baseRupees: [149, 229, 349], loading: [100, 150], tier: 'domestic' },
  { code: 'DOMPLUS', categoryId: '1', name: 'Domestic Travel Secure Plus', details: 'Higher hospitalisation cover and trip cancellation within India', dayLimit: 90, minAge: 0, maxAge: 70, baseRupees: [199, 299, 449, 699, 899], loading: [100, 150, 220], tier: 'domestic' },
  { code: 'ASIASILVER', categoryId: '2', name: 'Asia Travel Guard Silver', details: 'Medical, baggage and passport cover across Asia (excluding Japan)', dayLimit: 30, minAge: 0, maxAge: 60, baseRupees: [450, 690, 990], loading: [100, 160], tier: 'silver' },
  { code: 'ASIAGOLD', categoryId: '2', name: 'Asia Travel Guard Gold', details: 'Medical, evacuation and trip cancellation across Asia including Japan', dayLimit: 90, minAge: 0, maxAge: 70, baseRupees: [650, 950, 1350, 2200, 2900], loading: [100, 160, 260], tier: 'gold' },
  { code: 'SCHSTD', categoryId: '3', name: 'Schengen Visa Standard', details: 'Meets Schengen visa rules: EUR 30,000 medical cover and repatriation', dayLimit: 90, minAge: 0, maxAge: 70, baseRupees: [850, 1250, 1800, 2900, 3800], loading: [100, 170, 300], tier: 'gold' },
  { code: 'SCHPLUS', categoryId: '3', name: 'Schengen Visa Plus', details: 'Schengen visa cover for long stays and senior travellers', dayLimit: 180, minAge: 0, maxAge: 85, baseRupees: [1100, 1600, 2300, 3600, 4700, 7900], loading: [100, 170, 300, 480], tier: 'platinum' },
  { code: 'WWEXESS', categoryId: '4', name: 'Globe Essential (excluding USA and Canada)', details: 'Medical and baggage cover worldwide except the USA and Canada', dayLimit: 30, minAge: 0, maxAge: 60, baseRupees: [990, 1450, 2100], loading: [100, 175], tier: 'silver' },
  { code: 'WWEXELITE', categoryId: '4', name: 'Globe Elite (excluding USA and Canada)', details: 'Long-stay medical, evacuation and cancellation cover except the USA and Canada', dayLimit: 180, minAge: 0, maxAge: 70, baseRupees: [1300, 1900, 2700, 4300, 5600, 9200], loading: [100, 175, 310], tier: 'gold' },
  { code: 'WWESS', categoryId: '5', name: 'Worldwide Essential', details: 'Medical and baggage cover worldwide including the USA and Canada', dayLimit: 30, minAge: 0, maxAge: 60, baseRupees: [1500, 2200, 3200], loading: [100, 180], tier: 'silver' },
  { code: 'WWCLASSIC', categoryId: '5', name: 'Worldwide Classic', details: 'Medical, evacuation and trip cancellation worldwide', dayLimit: 90, minAge: 0, maxAge: 70, baseRupees: [1800, 2600, 3700, 5800, 7500], loading: [100, 180, 310], tier: 'gold' },
  { code: 'WWPLAT', categoryId: '5', name: 'Worldwide Platinum', details: 'Our widest worldwide cover, for long trips and travellers up to 85', dayLimit: 180, minAge: 0, maxAge: 85, baseRupees: [2100, 3000, 4400, 6900, 8900, 14500], loading: [100, 180, 320, 520], tier: 'platinum' },
];

export interface RateData {
  planCode: string;
  minAge: number;
  maxAge: number;
  minDays: number;
  maxDays: number;
  premiumPaise: number;
}

/** Every cell of a plan's rate chart, rounded to whole rupees like a published chart. */
export function planRates(plan: PlanData): RateData[] {
  const rates: RateData[] = [];
  AGE_BANDS.forEach(([minAge, maxAge], ageIndex) => {
    const loading = plan.loading[ageIndex];
    if (loading === undefined || minAge > plan.maxAge || maxAge < plan.minAge) return;
    plan.baseRupees.forEach((rupees, dayIndex) => {
      const [minDays, maxDays] = DAY_BANDS[dayIndex]!;
      const premiumRupees = Math.round((rupees * loading) / 100);
      rates.push({ planCode: plan.code, minAge: Math.max(minAge, plan.minAge), maxAge: Math.min(maxAge, plan.maxAge), minDays, maxDays, premiumPaise: premiumRupees * 100 });
    });
  });
  return rates;
}

export interface BenefitData {
  planCode: string;
  sortOrder: number;
  name: string;
  value: string;
  deductible: string;
}

type Benefit = readonly [name: string, value: string, deductible: string];

const TIER_BENEFITS: Record<PlanData['tier'], readonly Benefit[]> = {
  domestic: [
    ['Hospitalisation (illness or accident)', 'INR 1,00,000', 'INR 1,000'],
    ['Personal accident (death or disability)', 'INR 5,00,000', 'Nil'],
    ['Loss of checked-in baggage', 'INR 10,000', 'Nil'],
    ['Trip delay (over 6 hours)', 'INR 2,000', '6 hours'],
  ],
  silver: [
    ['Medical expenses including COVID-19', 'USD 50,000', 'USD 100'],
    ['Emergency evacuation and repatriation', 'Included in medical', 'Nil'],
    ['Loss of checked-in baggage', 'USD 500', 'Nil'],
    ['Loss of passport', 'USD 250', 'USD 25'],
    ['Personal accident', 'USD 10,000', 'Nil'],
  ],
  gold: [
    ['Medical expenses including COVID-19', 'USD 1,00,000', 'USD 100'],
    ['Emergency evacuation and repatriation', 'USD 25,000', 'Nil'],
    ['Trip cancellation', 'USD 1,000', 'USD 50'],
    ['Loss of checked-in baggage', 'USD 1,000', 'Nil'],
    ['Loss of passport', 'USD 300', 'USD 25'],
    ['Personal liability', 'USD 50,000', 'USD 100'],
  ],
  platinum: [
    ['Medical expenses including COVID-19', 'USD 2,50,000', 'USD 50'],
    ['Emergency evacuation and repatriation', 'USD 50,000', 'Nil'],
    ['Trip cancellation', 'USD 2,000', 'Nil'],
    ['Loss of checked-in baggage', 'USD 1,500', 'Nil'],
    ['Loss of passport', 'USD 500', 'Nil'],
    ['Personal liability', 'USD 1,00,000', 'USD 100'],
    ['Home burglary while away', 'INR 1,00,000', 'INR 1,000'],
  ],
};

export function planBenefits(plan: PlanData): BenefitData[] {
  return TIER_BENEFITS[plan.tier].map(([name, value, deductible], sortOrder) => ({ planCode: plan.code, sortOrder, name, value, deductible }));
}
