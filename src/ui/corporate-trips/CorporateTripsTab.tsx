import { useCallback, useEffect, useState } from 'react';
import { useAdminList } from '../shared/use-admin-list';
import { CorporateTripsPanel } from './CorporateTripsPanel';
import { fetchCorporateTrips, fetchTripTypes } from './corporate-trips-api';
import { FIRST_FILTER, corporateTripsRequest, isBackwards } from './corporate-trips-filter';

/**
 * The "Corporate trips" tab of /travel-admin: binds the panel to the admin console's list loader
 * (kept on the device, so the tab opens offline as last seen).
 */
export function CorporateTripsTab({ profileid }: { profileid: string }) {
  const [filter, setFilter] = useState(FIRST_FILTER);
  const [tripTypes, setTripTypes] = useState<{ value: string; label: string }[]>([]);
  // A backwards window is shown as a field error; the list keeps the last valid one meanwhile.
  const [asked, setAsked] = useState(FIRST_FILTER);
  const request = corporateTripsRequest(asked);
  const list = useAdminList(profileid, 'corporate-trips', request, () => fetchCorporateTrips(request));
  useEffect(() => {
    fetchTripTypes().then(setTripTypes, () => setTripTypes([]));
  }, []);
  const onFilter = useCallback((next: typeof filter) => {
    setFilter(next);
    if (!isBackwards(next)) setAsked(next);
  }, []);
  return <CorporateTripsPanel filter={filter} onFilter={onFilter} tripTypes={tripTypes} {...list} />;
}
