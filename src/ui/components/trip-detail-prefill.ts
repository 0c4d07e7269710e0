import { useEffect, useState } from 'react';
import { api } from '../../api';
import { getTripDetailsLite } from '../../contract/trips/core';
import type { CorporateTripWire } from '../../contract/trips/shapes';
import type { TripDetailChoice } from './TripDetailFields';
import type { TripDetailMasters } from './trip-detail-masters';

export const NO_TRIP_DETAILS: TripDetailChoice = { purpose: '', reason: '', projectid: '' };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The id of the entry named (by id or by name) in the trip's text, or '' when the list has none. */
function idNamed(list: { id: string; name: string }[], text: string): string {
  if (text.trim() === '') return '';
  return list.find((entry) => same(entry.id, text) || same(entry.name, text))?.id ?? '';
}

/**
 * A booking inside a trip starts with the trip's own details: its purpose and reason where the
 * lists hold them (a trip's reason is free text with suggestions), and its project when the
 * traveller may still choose it over these dates.
 */
export function tripDetailsOfTrip(
  trip: Pick<CorporateTripWire, 'trip_purpose' | 'travelreason' | 'trip_projectid'>,
  masters: Pick<TripDetailMasters, 'purposes' | 'reasons' | 'projects'>,
): TripDetailChoice {
  return {
    purpose: idNamed(masters.purposes, trip.trip_purpose),
    reason: idNamed(masters.reasons, trip.travelreason),
    projectid: masters.projects.some((p) => p.projectid === trip.trip_projectid) ? trip.trip_projectid : '',
  };
}

/** The trip a booking goes into (gettripdetailslite), null while unread, for none ('') or when it cannot be read. */
export function useTripOf(ids: { profileid: string; corporateid: string }, tripid: string): CorporateTripWire | null {
  const [trip, setTrip] = useState<CorporateTripWire | null>(null);
  const { profileid, corporateid } = ids;
  useEffect(() => {
    if (tripid === '') return;
    let live = true;
    api.callOperation(getTripDetailsLite, { profileid, corporateid, tripid }).then(
      (answer) => live && answer.ApiStatus.Status === 'OK' && setTrip(answer.CorporateTrip),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [profileid, corporateid, tripid]);
  return tripid === '' ? null : trip;
}
