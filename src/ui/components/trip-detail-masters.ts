import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import { api } from '../../api';
import {
  getFlightReasons,
  getPurposes,
  type FlightReason,
  type FLIGHT_REASON_SERVICES,
  type Purpose,
} from '../../contract/flights/masters';
import { getProjectsForEmployee, getTripValidations } from '../../contract/trips/masters';
import type { ProjectSchema } from '../../contract/trips/shapes';
import { NO_REQUIRED_TRIP_DETAILS, type RequiredTripDetails } from '../../domain/required-trip-details';

export type Project = v.InferOutput<typeof ProjectSchema>;
export type TripDetailService = (typeof FLIGHT_REASON_SERVICES)[number];

/** The lists the trip details offer, each [] until read, and what the company requires of them. */
export interface TripDetailMasters {
  purposes: Purpose[];
  reasons: FlightReason[];
  projects: Project[];
  /** The trip details the company requires (TG-GETTRIPVALIDATIONS); none until read, the server holds to them anyway. */
  required: RequiredTripDetails;
}

interface OwnIds {
  profileid: string;
  corporateid: string;
}

/** A list read that failed offers nothing rather than an error (docs/product.md#error-messages). */
export async function listOrEmpty<T>(call: () => Promise<{ ApiStatus: { Status: string }; list: T[] }>): Promise<T[]> {
  try {
    const answer = await call();
    return answer.ApiStatus.Status === 'OK' ? answer.list : [];
  } catch {
    return [];
  }
}

/** The company's switches; none when they cannot be read. */
export async function loadRequiredTripDetails(ids: OwnIds): Promise<RequiredTripDetails> {
  try {
    const answer = await api.callOperation(getTripValidations, ids);
    if (answer.ApiStatus.Status !== 'OK') return NO_REQUIRED_TRIP_DETAILS;
    const { purposerequired, reasonrequired, projectrequired, costcentrerequired, billablecustomerrequired } =
      answer.validations;
    return { purposerequired, reasonrequired, projectrequired, costcentrerequired, billablecustomerrequired };
  } catch {
    return NO_REQUIRED_TRIP_DETAILS;
  }
}

const EMPTY: Omit<TripDetailMasters, 'projects'> = { purposes: [], reasons: [], required: NO_REQUIRED_TRIP_DETAILS };

/**
 * Reads the trip details' masters once per page: purposes and the service's reasons (TG-GETPURPOSES,
 * TG-GETFLIGHTREASONS), the switches (TG-GETTRIPVALIDATIONS), and the projects open over the travel
 * dates (getprojectsforemployee), read again when the dates change.
 */
export function useTripDetailMasters(
  ids: OwnIds,
  service: TripDetailService,
  fromdate: string,
  todate: string,
): TripDetailMasters {
  const [lists, setLists] = useState(EMPTY);
  const [projects, setProjects] = useState<Project[]>([]);
  const { profileid, corporateid } = ids;
  useEffect(() => {
    let live = true;
    const own = { profileid, corporateid };
    void Promise.all([
      listOrEmpty(() => api.callOperation(getPurposes, own)),
      listOrEmpty(() => api.callOperation(getFlightReasons, { ...own, service })),
      loadRequiredTripDetails(own),
    ]).then(([purposes, reasons, required]) => live && setLists({ purposes, reasons, required }));
    return () => {
      live = false;
    };
  }, [profileid, corporateid, service]);
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
