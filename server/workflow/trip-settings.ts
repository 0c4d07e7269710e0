import { eq } from 'drizzle-orm';
import type { RequiredTripDetails } from '../../src/domain/required-trip-details';
import type { Executor } from '../store/db';
import { corporateTripSettings } from '../store/schema';

export type TripSettings = Omit<typeof corporateTripSettings.$inferSelect, 'corporateId'>;

/** A company without a settings row: approve before booking, one level (the traveller's manager). */
export const TRIP_SETTINGS_DEFAULTS: TripSettings = {
  approvalMode: 'before',
  approvalLevels: 1,
  homeCountry: 'IN',
  minDaysBeforeTravel: 0,
  maxTripDays: 90,
  purposeRequired: true,
  projectRequired: false,
  reasonRequired: false,
  costCentreRequired: false,
  billableCustomerRequired: false,
};

export async function loadTripSettings(tx: Executor, corporateId: string): Promise<TripSettings> {
  const [row] = await tx.select().from(corporateTripSettings).where(eq(corporateTripSettings.corporateId, corporateId));
  if (!row) return TRIP_SETTINGS_DEFAULTS;
  const { corporateId: _, ...settings } = row;
  return settings;
}

/** The switches the booking operations hold a request to (src/domain/required-trip-details.ts). */
export function requiredTripDetails(s: TripSettings): RequiredTripDetails {
  return {
    purposerequired: s.purposeRequired,
    reasonrequired: s.reasonRequired,
    projectrequired: s.projectRequired,
    costcentrerequired: s.costCentreRequired,
    billablecustomerrequired: s.billableCustomerRequired,
  };
}
