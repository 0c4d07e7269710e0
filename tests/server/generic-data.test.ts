import { describe, expect, it } from 'vitest';
import { AIRPORTS } from '../../server/store/data/airports';
import { CITIES, COUNTRY_NAMES } from '../../server/store/data/cities';
import { STATES } from '../../server/store/data/states';
import { cityBaseId } from '../../server/store/seed-generic';
import { distanceKm, isValidLatitude, isValidLongitude } from '../../src/domain/geo';

/* The reference data modules are typed by hand: these checks catch a slipped digit or a duplicate. */

describe('hotel cities', () => {
  it('has real coordinates, a known country and a unique baseid for each city', () => {
    for (const [city, country, lat, lon] of CITIES) {
      expect(isValidLatitude(lat) && isValidLongitude(lon), city).toBe(true);
      expect(COUNTRY_NAMES[country], city).toBeDefined();
    }
    const ids = CITIES.map(([city, country]) => cityBaseId(country, city));
    expect(new Set(ids).size).toBe(ids.length);
    expect(CITIES.filter(([, country]) => country === 'IN').length).toBeGreaterThanOrEqual(60);
  });

  it('places Indian cities inside India’s bounding box', () => {
    for (const [city, , lat, lon] of CITIES.filter(([, c]) => c === 'IN')) {
      expect(lat >= 6 && lat <= 37 && lon >= 68 && lon <= 98, city).toBe(true);
    }
  });

  it('makes readable baseids', () => {
    expect(cityBaseId('BR', 'São Paulo')).toBe('br-sao-paulo');
    expect(cityBaseId('IN', 'Navi Mumbai')).toBe('in-navi-mumbai');
  });
});

describe('airports', () => {
  const cities = new Map(CITIES.map(([city, country, lat, lon]) => [`${country}/${city}`, { lat, lon }]));

  it('serves a hotel city each, within 60 km of its centre (catches swapped or mistyped coordinates)', () => {
    for (const [code, , city, country, lat, lon] of AIRPORTS) {
      const centre = cities.get(`${country}/${city}`);
      expect(centre, `${code} serves an unknown city ${city}`).toBeDefined();
      expect(distanceKm(centre!, { lat, lon }), code).toBeLessThan(60);
    }
  });

  it('uses unique three-letter IATA codes', () => {
    const codes = AIRPORTS.map(([code]) => code);
    expect(codes.every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('states', () => {
  it('has unique codes per country and unique GST codes for India', () => {
    const keys = STATES.map((s) => `${s.countryCode}-${s.code}`);
    expect(new Set(keys).size).toBe(keys.length);
    const gst = STATES.filter((s) => s.countryCode === 'IN').map((s) => s.gst);
    expect(new Set(gst).size).toBe(gst.length);
    expect(STATES.filter((s) => s.countryCode !== 'IN').every((s) => s.gst === '')).toBe(true);
  });
});
