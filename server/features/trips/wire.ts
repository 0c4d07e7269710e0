import { asc, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { CorporateTripWire, TripTravellerSchema } from '../../../src/contract/trips/shapes';
import { paiseToDecimal } from '../../../src/domain/trip-money';
import type { Executor } from '../../store/db';
import { profiles, tripTravellers } from '../../store/schema';
import type { TripRow } from '../../workflow/trip-access';

type TravellerWire = v.InferOutput<typeof TripTravellerSchema>;

const iso = (d: Date) => d.toISOString();

/** Display names of profiles, by id (one query for a whole list). */
export async function profileNames(tx: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id) => id !== ''))];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ id: profiles.id, first: profiles.passportFirstName, last: profiles.passportLastName })
    .from(profiles)
    .where(inArray(profiles.id, unique));
  return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`.trim()]));
}

/** The travellers of each trip, by trip id, with names. */
async function travellersOf(tx: Executor, tripIds: readonly string[]): Promise<Map<string, TravellerWire[]>> {
  const byTrip = new Map<string, TravellerWire[]>();
  if (tripIds.length === 0) return byTrip;
  const rows = await tx
    .select({ t: tripTravellers, first: profiles.passportFirstName, last: profiles.passportLastName })
    .from(tripTravellers)
    .innerJoin(profiles, eq(profiles.id, tripTravellers.travellerProfileId))
    .where(inArray(tripTravellers.tripId, [...tripIds]))
    .orderBy(asc(tripTravellers.addedAt), asc(tripTravellers.travellerProfileId));
  for (const { t, first, last } of rows) {
    const list = byTrip.get(t.tripId) ?? [];
    list.push({ tripid: t.tripId, corporateid: t.corporateId, travellerprofileid: t.travellerProfileId, name: `${first} ${last}`.trim(), addedon: iso(t.addedAt) });
    byTrip.set(t.tripId, list);
  }
  return byTrip;
}

export function tripToWire(trip: TripRow, travellers: TravellerWire[], names: Map<string, string>): CorporateTripWire {
  return {
    tripid: trip.id,
    tripname: trip.tripName,
    corporateid: trip.corporateId,
    traveller_profileid: trip.travellerProfileId,
    travellername: names.get(trip.travellerProfileId) ?? '',
    travellers,
    createdby: trip.createdBy,
    createdbyprofileid: trip.createdByProfileId,
    createdon: iso(trip.createdAt),
    status: trip.status,
    origin: trip.origin,
    destination: trip.destination,
    destinationcountries: trip.destinationCountries,
    fromdate: trip.fromDate,
    todate: trip.toDate,
    jdate: trip.fromDate,
    triptypeid: trip.tripTypeId ?? '',
    domint: trip.domInt,
    travelclass: trip.travelClass,
    budgetedby: trip.budgetedBy,
    autocreateexpensereport: trip.autoCreateExpenseReport,
    imprestrequired: trip.imprestRequired,
    imprestamountrequested: paiseToDecimal(trip.imprestAmountRequestedPaise),
    imprestcurrency: trip.imprestCurrency,
    currency_conversionrate: trip.currencyConversionRate,
    basecurrency_amount: paiseToDecimal(trip.baseCurrencyAmountPaise),
    imprestid: trip.imprestId,
    travelreason: trip.travelReason,
    otherreason: trip.otherReason,
    trip_purpose: trip.tripPurpose,
    trip_budget: paiseToDecimal(trip.tripBudgetPaise),
    trip_projectid: trip.projectId,
    departmentid: trip.departmentId,
    costcenterid: trip.costCenterId,
    billableid: trip.billableId,
    budgetid: trip.budgetId,
    billabletype: trip.billableType,
    clientref: trip.clientRef ?? '',
  };
}

/** Trips as the wire carries them, travellers and names included, in two queries for any number. */
export async function tripsToWire(tx: Executor, rows: readonly TripRow[]): Promise<CorporateTripWire[]> {
  const travellers = await travellersOf(tx, rows.map((t) => t.id));
  const names = await profileNames(tx, rows.map((t) => t.travellerProfileId));
  return rows.map((t) => tripToWire(t, travellers.get(t.id) ?? [], names));
}
