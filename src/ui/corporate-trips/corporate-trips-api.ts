import { api } from '../../api';
import { type CorporateTripsRequest, getCorporateTrips } from '../../contract/trips/corporate-trips';
import { getTripTypeForCorporate } from '../../contract/trips/masters';
import type { CorporateTripWire } from '../../contract/trips/shapes';

/** One page of the company's trips under the tab's filters. */
export async function fetchCorporateTrips(filter: CorporateTripsRequest): Promise<{ rows: CorporateTripWire[]; totalcount: number }> {
  const answer = await api.callOperation(getCorporateTrips, filter);
  return { rows: answer.list, totalcount: answer.totalcount };
}

/** The company's trip types, for the "Trip type" filter. */
export async function fetchTripTypes(): Promise<{ value: string; label: string }[]> {
  const answer = await api.callOperation(getTripTypeForCorporate, {});
  return answer.list.map((type) => ({ value: type.triptypeid, label: type.triptypename }));
}
