/*
 * Great-circle geometry for the "nearest airport / hotel city" lookups (docs/operations.md TG-GENERIC).
 * Pure: shared by the server handlers and their tests; no I/O, no dependencies.
 */

/** Mean earth radius (IUGG), km: the haversine's sphere. Errors against the ellipsoid stay under 0.5%. */
export const EARTH_RADIUS_KM = 6371.0088;
/** The longest great-circle distance on that sphere: half its circumference. */
export const MAX_DISTANCE_KM = Math.PI * EARTH_RADIUS_KM;

export interface GeoPoint {
  /** Degrees, -90..90. */
  lat: number;
  /** Degrees, -180..180. */
  lon: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Haversine distance in km. The haversine term is clamped to [0, 1] so rounding on near-antipodal
 * points never feeds asin a value above 1 (NaN); the result is symmetric and 0 for a point to itself.
 */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))));
}

export function isValidLatitude(lat: number): boolean {
  return Number.isFinite(lat) && lat >= -90 && lat <= 90;
}

export function isValidLongitude(lon: number): boolean {
  return Number.isFinite(lon) && lon >= -180 && lon <= 180;
}

/**
 * The candidate nearest to `from` with its distance, or null for none. Ties go to the earlier
 * candidate, so the answer never depends on anything but the list's order.
 */
export function nearest<T extends GeoPoint>(from: GeoPoint, candidates: readonly T[]): { item: T; km: number } | null {
  let best: { item: T; km: number } | null = null;
  for (const item of candidates) {
    const km = distanceKm(from, item);
    if (!best || km < best.km) best = { item, km };
  }
  return best;
}

/** Rounded to 0.1 km for answers: more digits would claim precision the sphere does not have. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
