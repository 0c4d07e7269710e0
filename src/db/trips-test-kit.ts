import type { CorporateTripWire } from '../contract/trips/shapes';
import type { TripInput } from '../contract/trips/input';
import { db } from './database';
import { localTripRow } from './trips-drafts';

/** Test helpers for the trip cache tests (only *.test.ts import it). */
export const ME = { profileid: '20001', corporateid: '1001', name: 'Ravi Kumar' };
export const SOMEONE_ELSE = '20099';

export async function clearTripStores(): Promise<void> {
  await Promise.all(['outbox', 'meta', 'trips', 'tripDetails', 'masterData'].map((name) => db.table(name).clear()));
}

export function tripInput(overrides: Partial<TripInput> = {}): TripInput {
  return {
    tripname: 'Delhi client visit',
    origin: 'Mumbai',
    destination: 'Delhi',
    destinationcountries: ['IN'],
    fromdate: '2026-03-10',
    todate: '2026-03-12',
    triptypeid: '',
    traveller_profileid: '',
    travellers: [],
    travelreason: 'Client meeting',
    otherreason: '',
    travelclass: 'economy',
    budgetedby: '',
    trip_projectid: '',
    departmentid: '',
    costcenterid: '',
    billableid: '',
    budgetid: '',
    billabletype: 'nonbillalble',
    trip_budget: '0',
    imprestrequired: false,
    imprestamountrequested: '0',
    imprestcurrency: 'USD',
    autocreateexpensereport: true,
    ...overrides,
  };
}

/** A trip as the server would list it. */
export function serverTrip(tripid: string, overrides: Partial<CorporateTripWire> = {}): CorporateTripWire {
  return { ...localTripRow(tripid, tripInput(), ME, new Date('2026-02-01T10:00:00Z')), clientref: '', ...overrides };
}
