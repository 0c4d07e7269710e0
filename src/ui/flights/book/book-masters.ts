import { useEffect, useState } from 'react';
import { api } from '../../../api';
import type { ProfileMaster } from '../../../contract/login';
import {
  getFlightReasons,
  getPersonalTravellers,
  getPurposes,
  type FlightReason,
  type PersonalTraveller,
  type Purpose,
} from '../../../contract/flights/masters';
import { getTripsCreatedByProfile } from '../../../contract/trips/core';
import { getProjectsForEmployee, getTripValidations } from '../../../contract/trips/masters';
import { NO_REQUIRED_TRIP_DETAILS, type RequiredTripDetails } from '../../../domain/required-trip-details';
import type { CorporateTripWire } from '../../../contract/trips/shapes';
import type { ProjectSchema } from '../../../contract/trips/shapes';
import type * as v from 'valibot';

export type Project = v.InferOutput<typeof ProjectSchema>;

/** The lists the book page offers; each is [] until read, and stays [] when its call fails (docs/product.md#error-messages). */
export interface BookMasters {
  purposes: Purpose[];
  reasons: FlightReason[];
  /** The user first (isprofile), then the colleagues travel staff may book for. */
  travellers: PersonalTraveller[];
  projects: Project[];
  /** The user's trips a flight may be added to. */
  trips: CorporateTripWire[];
  /** The trip details the company requires (TG-GETTRIPVALIDATIONS); none until read, the server holds to them anyway. */
  required: RequiredTripDetails;
}

const EMPTY: Omit<BookMasters, 'projects'> = {
  purposes: [],
  reasons: [],
  travellers: [],
  trips: [],
  required: NO_REQUIRED_TRIP_DETAILS,
};

async function requiredOrNone(ids: { profileid: string; corporateid: string }): Promise<RequiredTripDetails> {
  try {
    const answer = await api.callOperation(getTripValidations, ids);
    if (answer.ApiStatus.Status !== 'OK') return NO_REQUIRED_TRIP_DETAILS;
    const { purposerequired, reasonrequired, projectrequired, costcentrerequired } = answer.validations;
    return { purposerequired, reasonrequired, projectrequired, costcentrerequired };
  } catch {
    return NO_REQUIRED_TRIP_DETAILS;
  }
}

/** Trips that can take no more items. */
const CLOSED_TRIP_STATUSES = new Set(['cancelled', 'rejected', 'recalled', 'completed', 'closed']);

async function listOrEmpty<T>(call: () => Promise<{ ApiStatus: { Status: string }; list: T[] }>): Promise<T[]> {
  try {
    const answer = await call();
    return answer.ApiStatus.Status === 'OK' ? answer.list : [];
  } catch {
    return [];
  }
}

/**
 * Reads the masters once per page: purposes and reasons (TG-GETPURPOSES, TG-GETFLIGHTREASONS), the
 * travellers the user may book for (TG-GETPERSONALTRAVELLERS), the projects over the travel dates
 * (getprojectsforemployee), the user's open trips (gettripscreatedbyprofile) and the trip details the
 * company requires (TG-GETTRIPVALIDATIONS).
 */
export function useBookMasters(profile: ProfileMaster, fromdate: string, todate: string): BookMasters {
  const [lists, setLists] = useState<Omit<BookMasters, 'projects'>>(EMPTY);
  const [projects, setProjects] = useState<Project[]>([]);
  const { profileid, corporateid } = profile;
  useEffect(() => {
    let live = true;
    const ids = { profileid, corporateid };
    void Promise.all([
      listOrEmpty(() => api.callOperation(getPurposes, ids)),
      listOrEmpty(() => api.callOperation(getFlightReasons, { ...ids, service: 'flight' })),
      listOrEmpty(() => api.callOperation(getPersonalTravellers, ids)),
      listOrEmpty(() =>
        api.callOperation(getTripsCreatedByProfile, { ...ids, createdbyprofileid: '', filterby: '', limit: 50 }),
      ),
      requiredOrNone(ids),
    ]).then(([purposes, reasons, travellers, trips, required]) => {
      if (!live) return;
      const open = trips.filter((t) => !CLOSED_TRIP_STATUSES.has(t.status.toLowerCase()));
      setLists({ purposes, reasons, travellers, trips: open, required });
    });
    return () => {
      live = false;
    };
  }, [profileid, corporateid]);
  // Projects depend on the travel dates, known once REPRICE has answered.
  useEffect(() => {
    if (!fromdate) return;
    let live = true;
    const request = { profileid, corporateid, triptypeid: '', fromdate, todate };
    void listOrEmpty(() => api.callOperation(getProjectsForEmployee, request)).then(
      (list) => live && setProjects(list),
    );
    return () => {
      live = false;
    };
  }, [profileid, corporateid, fromdate, todate]);
  return { ...lists, projects };
}
