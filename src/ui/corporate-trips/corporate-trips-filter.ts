import { CORPORATE_TRIPS_PAGE_SIZE } from '../../contract/trips/corporate-trips';
import type { TripStatus } from '../../domain/trip-lifecycle-types';

/** The tab's filters as the request carries them ('' = any). */
export interface CorporateTripsFilter {
  status: '' | TripStatus;
  searchtext: string;
  triptypeid: string;
  /** Travel dates overlapping fromdate…todate (YYYY-MM-DD, '' = open). */
  fromdate: string;
  todate: string;
  pageno: number;
  pagesize: number;
}

export const FIRST_FILTER: CorporateTripsFilter = { status: '', searchtext: '', triptypeid: '', fromdate: '', todate: '', pageno: 1, pagesize: CORPORATE_TRIPS_PAGE_SIZE };

/** The request of a filter: an open date is left out rather than sent empty (the server wants a date or nothing). */
export function corporateTripsRequest({ fromdate, todate, ...rest }: CorporateTripsFilter) {
  return { ...rest, ...(fromdate ? { fromdate } : {}), ...(todate ? { todate } : {}) };
}

/** A date window the server would refuse (it ends before it starts): the list waits until it is fixed. */
export const isBackwards = (filter: CorporateTripsFilter) => filter.fromdate !== '' && filter.todate !== '' && filter.todate < filter.fromdate;
