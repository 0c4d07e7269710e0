/*
 * Geography and clocks of the sandbox schedule: great-circle distance, block time from distance,
 * airports' UTC offsets (no daylight saving: the sandbox keeps standard time all year), and the
 * deterministic hash every "random" choice is drawn from (same input → same schedule, everywhere).
 */

export interface Place {
  code: string;
  countrycode: string;
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in whole kilometres. */
export function distanceKm(a: Place, b: Place): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))));
}

/**
 * Gate-to-gate minutes: 35 for taxi, climb and approach plus cruise at about 800 km/h, rounded to
 * 5 minutes (BLR→DEL 1,700 km ≈ 2 h 45 m; DEL→LHR 6,700 km ≈ 9 h). `jitter` (-1…1) varies it by a
 * few minutes per flight, as airlines' published block times differ.
 */
export function blockMinutes(km: number, jitter = 0): number {
  const minutes = 35 + (km / 800) * 60 + jitter * 10;
  return Math.max(30, Math.round(minutes / 5) * 5);
}

/** Standard-time UTC offsets in minutes by country; other countries from longitude (15° an hour). */
const OFFSETS: Record<string, number> = {
  IN: 330,
  NP: 345,
  LK: 330,
  BD: 360,
  PK: 300,
  AE: 240,
  OM: 240,
  QA: 180,
  BH: 180,
  KW: 180,
  SA: 180,
  TR: 180,
  SG: 480,
  MY: 480,
  TH: 420,
  HK: 480,
  CN: 480,
  JP: 540,
  KR: 540,
  AU: 600,
  GB: 0,
  IE: 0,
  PT: 0,
  FR: 60,
  DE: 60,
  NL: 60,
  BE: 60,
  CH: 60,
  IT: 60,
  ES: 60,
  AT: 60,
  DK: 60,
  SE: 60,
  NO: 60,
  FI: 120,
  GR: 120,
  EG: 120,
  ZA: 120,
  KE: 180,
  RU: 180,
};

export function utcOffsetMinutes(place: Place): number {
  return OFFSETS[place.countrycode] ?? Math.round(place.lng / 15) * 60;
}

/** FNV-1a over the text: a 32-bit unsigned hash. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A number in [0, 1) fixed by the text. */
export function unit(text: string): number {
  return hash32(text) / 4294967296;
}

/** 'YYYY-MM-DD' + minutes after that midnight (may pass 24 h) → 'YYYY-MM-DDTHH:mm'. */
export function localDateTime(day: string, minutes: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  return new Date(ms).toISOString().slice(0, 16);
}

/** Minutes between two wall-clock times at places with the given offsets (b − a, in real time). */
export function elapsedMinutes(a: string, aOffset: number, b: string, bOffset: number): number {
  return (Date.parse(`${b}:00Z`) - bOffset * 60_000 - (Date.parse(`${a}:00Z`) - aOffset * 60_000)) / 60_000;
}

/** Whole days from today to day (both YYYY-MM-DD). */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
