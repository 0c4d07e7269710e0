import type * as v from 'valibot';
import type { CorporateFullTripSchema } from '../contract/trips/core';
import type { TripTrackerRowSchema } from '../contract/trips/shapes';

/** A trip's detail row in Dexie: the full trip as getcorporatefulltrip answers it (or a local draft's stand-in). */
export type TripDetail = v.InferOutput<typeof CorporateFullTripSchema> & {
  tripid: string;
  profileid: string;
  tracker: v.InferOutput<typeof TripTrackerRowSchema>[];
};

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * A cached detail row as the screens may read it: rows written by an older app version, or a
 * half-written local draft, get empty lists instead of crashing the page; no trip record, no row.
 */
export function readTripDetail(row: Record<string, unknown> | undefined): TripDetail | null {
  if (!row || typeof row.trip !== 'object' || row.trip === null) return null;
  const allowed = list<string>(row.allowedactions);
  return {
    ...(row as TripDetail),
    items: list(row.items),
    requestitems: list(row.requestitems),
    tracker: list(row.tracker),
    approvals: list(row.approvals),
    allowedactions: allowed,
    calleractions: Array.isArray(row.calleractions) ? (row.calleractions as string[]) : allowed,
    editable: row.editable === true,
  };
}
