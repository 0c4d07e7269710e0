import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentMethod } from '../../src/contract/expenses/line-shape';
import { convertAtRate, referenceRate } from '../../src/domain/currency-rates';
import { type DistanceUnit, mileageAmount, perDiemAmount } from '../../src/domain/expense-amounts';
import { parseMinorUnits } from '../../src/domain/money';
import { dailyTotal, perDiemCeiling } from '../../src/domain/per-diem';
import type { Tx } from './db';
import { loadLocationGroupMembers } from './location-groups-read';
import { loadPerDiemPlanOf, tripDestinationPlaces } from './per-diem-read';
import { corporateTripSettings, expenseCategories, expenseLines, expenseReceipts, trips, uploadedFiles, vehicleMasters } from './schema';
import { demoReceiptPng } from './seed-expense-receipt';

/*
 * The demo claims' lines (seed-expenses.ts), priced by the rules saving a line applies
 * (docs/features/expenses.md "Amounts"): the rate kept and the base amount, mileage at the
 * vehicle's rate, per diem at the claimant's plan rate for the trip's destination, and a receipt
 * required above the category's amount.
 */

export type LineRow = typeof expenseLines.$inferSelect;

/** Whose claim: the claimant, their company and its base currency. */
export interface Claimant {
  corporateId: string;
  profileId: string;
  currency: string;
}

/** `receipt`: a receipt photo drawn with this variant (seed-expense-receipt.ts) is attached. */
export type DemoLine =
  | { type: 'expense'; category: string; date: string; merchant: string; amount: string; currency?: string; method: PaymentMethod; notes?: string; receipt?: number }
  | { type: 'mileage'; date: string; merchant: string; vehicleId: string; km: string; notes?: string }
  | { type: 'perdiem'; date: string; tripId: string; days: number };

type Priced = Pick<
  LineRow,
  'categoryId' | 'currency' | 'amountMinor' | 'rate' | 'baseMinor' | 'distanceHundredths' | 'distanceUnit' | 'vehicleId' | 'ratePerUnitMinor' | 'rateUnit' | 'days' | 'dailyRateMinor' | 'place' | 'perDiemGroup'
>;

const NO_MILEAGE = { distanceHundredths: null, distanceUnit: null, vehicleId: null, ratePerUnitMinor: null, rateUnit: null };
const NO_PER_DIEM = { days: null, dailyRateMinor: null, place: null, perDiemGroup: null };

const inBase = (who: Claimant, currency: string, amountMinor: bigint) => {
  const rate = referenceRate(currency, who.currency);
  return { currency, amountMinor, rate, baseMinor: convertAtRate(amountMinor, rate) };
};

async function mileage(tx: Tx, who: Claimant, line: Extract<DemoLine, { type: 'mileage' }>): Promise<Priced> {
  const [vehicle] = await tx.select().from(vehicleMasters).where(and(eq(vehicleMasters.id, line.vehicleId), eq(vehicleMasters.corporateId, who.corporateId)));
  if (!vehicle) throw new Error(`demo expenses: no vehicle ${line.vehicleId}`);
  const distance = parseMinorUnits(line.km);
  // The vehicle master's rate is in the company's currency.
  const rateUnit = vehicle.unit as DistanceUnit;
  return {
    categoryId: `CT${who.corporateId}MILEAGE`,
    ...inBase(who, who.currency, mileageAmount(distance, 'km', vehicle.ratePerUnitPaise, rateUnit)),
    ...NO_PER_DIEM,
    distanceHundredths: distance,
    distanceUnit: 'km',
    vehicleId: vehicle.id,
    ratePerUnitMinor: vehicle.ratePerUnitPaise,
    rateUnit,
  };
}

async function perDiem(tx: Tx, who: Claimant, line: Extract<DemoLine, { type: 'perdiem' }>): Promise<Priced> {
  const [trip] = await tx.select().from(trips).where(eq(trips.id, line.tripId));
  const plan = await loadPerDiemPlanOf(tx, who.corporateId, who.profileId);
  const [settings] = await tx.select({ home: corporateTripSettings.homeCountry }).from(corporateTripSettings).where(eq(corporateTripSettings.corporateId, who.corporateId));
  if (!trip || !plan) throw new Error(`demo expenses: no trip ${line.tripId} or per-diem plan`);
  const places = await tripDestinationPlaces(tx, trip);
  const destinations = places.map((place) => ({ place, domestic: place.countrycode === (settings?.home ?? 'IN').toUpperCase() }));
  const ceiling = perDiemCeiling(plan.rows, await loadLocationGroupMembers(tx, who.corporateId), destinations, line.days, 'INR');
  if (!ceiling) throw new Error(`demo expenses: no per-diem rate for ${trip.destination}`);
  const daily = dailyTotal(ceiling.row);
  return {
    categoryId: `CT${who.corporateId}PERDIEM`,
    ...inBase(who, ceiling.row.currency.toUpperCase(), perDiemAmount(line.days, daily)),
    ...NO_MILEAGE,
    days: line.days,
    dailyRateMinor: daily,
    place: ceiling.destination.place.city || ceiling.destination.place.countrycode,
    perDiemGroup: plan.groupname,
  };
}

async function priced(tx: Tx, who: Claimant, line: DemoLine): Promise<Priced> {
  if (line.type === 'mileage') return mileage(tx, who, line);
  if (line.type === 'perdiem') return perDiem(tx, who, line);
  return {
    categoryId: `CT${who.corporateId}${line.category}`,
    ...inBase(who, line.currency ?? who.currency, parseMinorUnits(line.amount)),
    ...NO_MILEAGE,
    ...NO_PER_DIEM,
  };
}

/** A receipt photo uploaded by the claimant, attached to `lineId`. Stored in clear: the start-up pass seals it (docs/secrets-at-rest.md). */
async function attachReceipt(tx: Tx, who: Claimant, lineId: string, variant: number, merchant: string, at: Date): Promise<void> {
  const bytes = demoReceiptPng(variant);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const fileId = `f${randomBytes(12).toString('hex')}`;
  const name = `receipt-${merchant.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;
  await tx.insert(uploadedFiles).values({ id: fileId, corporateId: who.corporateId, profileId: who.profileId, name, mime: 'image/png', size: bytes.length, sha256, data: bytes, createdAt: at });
  await tx.insert(expenseReceipts).values({ lineId, corporateId: who.corporateId, fileId, sha256 });
}

/** Writes `lines` into the report (or none: reportId ''), each with its receipt; answers the rows. */
export async function insertDemoLines(tx: Tx, who: Claimant, place: { reportId: string; tripId: string }, lines: readonly DemoLine[], at: Date): Promise<LineRow[]> {
  const rows: LineRow[] = [];
  for (const line of lines) {
    const amounts = await priced(tx, who, line);
    const [category] = await tx.select().from(expenseCategories).where(eq(expenseCategories.id, amounts.categoryId));
    if (!category) throw new Error(`demo expenses: no category ${amounts.categoryId}`);
    const expense = line.type === 'expense' ? line : null;
    const [row] = await tx
      .insert(expenseLines)
      .values({
        id: randomUUID(),
        corporateId: who.corporateId,
        profileId: who.profileId,
        ...place,
        kind: 'travel',
        lineType: line.type,
        expenseDate: line.date,
        merchant: line.type === 'perdiem' ? '' : line.merchant,
        notes: line.type === 'perdiem' ? '' : (line.notes ?? ''),
        ...amounts,
        baseCurrency: who.currency,
        // Mileage and per diem are paid back: what a line saved without a payment method gets.
        paymentMethod: expense?.method ?? 'personalcard',
        receiptRequired: line.type === 'expense' && amounts.baseMinor > category.receiptRequiredAbovePaise,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (expense?.receipt !== undefined) await attachReceipt(tx, who, row!.id, expense.receipt, expense.merchant, at);
    rows.push(row!);
  }
  return rows;
}
