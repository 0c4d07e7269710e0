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
import { getProjectsForEmployee } from '../../../contract/trips/masters';
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
}

const EMPTY: BookMasters = { purposes: [], reasons: [], travellers: [], projects: [], trips: [] };

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
 * (getprojectsforemployee) and the user's open trips (gettripscreatedbyprofile).
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
    ]).then(([purposes, reasons, travellers, trips]) => {
      if (!live) return;
      const open = trips.filter((t) => !CLOSED_TRIP_STATUSES.has(t.status.toLowerCase()));
      setLists({ purposes, reasons, travellers, trips: open });
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
