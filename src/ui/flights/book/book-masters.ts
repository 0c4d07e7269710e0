import { useEffect, useState } from 'react';
import { api } from '../../../api';
import type { ProfileMaster } from '../../../contract/login';
import { getPersonalTravellers, type PersonalTraveller } from '../../../contract/flights/masters';
import { getTripsCreatedByProfile } from '../../../contract/trips/core';
import type { CorporateTripWire } from '../../../contract/trips/shapes';
import {
  listOrEmpty,
  type Project,
  type TripDetailMasters,
  useTripDetailMasters,
} from '../../components/trip-detail-masters';

export type { Project };

/** The lists the book page offers; each is [] until read, and stays [] when its call fails (docs/product.md#error-messages). */
export interface BookMasters extends TripDetailMasters {
  /** The user first (isprofile), then the colleagues travel staff may book for. */
  travellers: PersonalTraveller[];
  /** The user's trips a flight may be added to. */
  trips: CorporateTripWire[];
}

/** Trips that can take no more items. */
const CLOSED_TRIP_STATUSES = new Set(['cancelled', 'rejected', 'recalled', 'completed', 'closed']);

/**
 * Reads the masters once per page: the trip details' (purposes, flight reasons, the projects over
 * the travel dates, the switches: src/ui/components/trip-detail-masters.ts), the travellers the user
 * may book for (TG-GETPERSONALTRAVELLERS) and the user's open trips (gettripscreatedbyprofile).
 */
export function useBookMasters(profile: ProfileMaster, fromdate: string, todate: string): BookMasters {
  const details = useTripDetailMasters(profile, 'flight', fromdate, todate);
  const [lists, setLists] = useState<Pick<BookMasters, 'travellers' | 'trips'>>({ travellers: [], trips: [] });
  const { profileid, corporateid } = profile;
  useEffect(() => {
    let live = true;
    const ids = { profileid, corporateid };
    void Promise.all([
      listOrEmpty(() => api.callOperation(getPersonalTravellers, ids)),
      listOrEmpty(() =>
        api.callOperation(getTripsCreatedByProfile, { ...ids, createdbyprofileid: '', filterby: '', limit: 50 }),
      ),
    ]).then(([travellers, trips]) => {
      if (!live) return;
      const open = trips.filter((t) => !CLOSED_TRIP_STATUSES.has(t.status.toLowerCase()));
      setLists({ travellers, trips: open });
    });
    return () => {
      live = false;
    };
  }, [profileid, corporateid]);
  return { ...details, ...lists };
}
