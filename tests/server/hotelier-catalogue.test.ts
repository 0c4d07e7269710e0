import { describe, expect, it, vi } from 'vitest';
import { distanceKm } from '../../src/domain/geo';
import { AMENITIES } from '../../server/suppliers/hotelier/amenities';
import { hotelContent } from '../../server/suppliers/hotelier/availability';
import { HOTELS_PER_TIER, hotelByCode, hotelsOf } from '../../server/suppliers/hotelier/catalogue';
import { parseHotelCode } from '../../server/suppliers/hotelier/hotel';
import { placeById, placesOf } from '../../server/suppliers/hotelier/places';
import { PRICE_RISE_HOTEL, SOLD_OUT_HOTEL } from '../../server/suppliers/hotelier/scenarios';

describe('sandbox hotelier: content catalogue (docs/sandbox-hotels.md "Catalogue")', () => {
  it('gives the wide city 2,000 hotels, metros a few hundred and small cities tens', () => {
    expect(hotelsOf('in-bengaluru')).toHaveLength(2000);
    expect(hotelsOf('in-mumbai')).toHaveLength(HOTELS_PER_TIER.metro);
    expect(hotelsOf('gb-london')).toHaveLength(HOTELS_PER_TIER.business);
    expect(hotelsOf('in-udaipur')).toHaveLength(HOTELS_PER_TIER.large);
    expect(HOTELS_PER_TIER.small).toBeLessThan(100);
    expect(hotelsOf('xx-nowhere')).toEqual([]);
  });

  it('generates the same hotels in a fresh process (nothing but the city seeds them)', async () => {
    const before = hotelsOf('in-pune');
    vi.resetModules();
    const fresh = await import('../../server/suppliers/hotelier/catalogue');
    const again = fresh.hotelsOf('in-pune');
    expect(again).not.toBe(before);
    expect(again).toEqual(before);
  });

  it('gives every hotel a stable code, a unique name and complete content', () => {
    const hotels = hotelsOf('in-bengaluru');
    expect(new Set(hotels.map((h) => h.name)).size).toBe(hotels.length);
    const centre = placesOf('in-bengaluru')[0]!;
    for (const [i, h] of hotels.entries()) {
      expect(h.hotelcode).toBe(`in-bengaluru-${String(i + 1).padStart(4, '0')}`);
      expect(parseHotelCode(h.hotelcode)).toEqual({ cityid: 'in-bengaluru', n: i + 1 });
      expect(hotelByCode(h.hotelcode)).toBe(h);
      expect([1, 2, 3, 4, 5]).toContain(h.stars);
      expect(h.amenities).toContain('wifi');
      expect(h.amenities.every((a) => AMENITIES.includes(a))).toBe(true);
      expect(h.photos.length).toBeGreaterThanOrEqual(3);
      expect(h.photos[0]).toMatchObject({ id: `${h.hotelcode}-p1`, colour: expect.stringMatching(/^#[0-9a-f]{6}$/) });
      expect(h.checkintime).toMatch(/^\d{2}:00$/);
      expect(h.rating).toBeGreaterThanOrEqual(2.5);
      expect(h.rating).toBeLessThanOrEqual(4.9);
      expect(h.address).toContain(`${h.area}, Bengaluru`);
      expect(h.description).toContain(h.name);
      // Within a few km of its place, and its place within the city.
      expect(distanceKm(placeById(h.placeid)!, h)).toBeLessThanOrEqual(9.01);
      expect(distanceKm(centre, h)).toBeLessThan(50);
    }
  });

  it('clusters more hotels around business districts and tech parks than around landmarks', () => {
    const count = (placeid: string) => hotelsOf('in-bengaluru').filter((h) => h.placeid === placeid).length;
    expect(count('in-bengaluru.whitefield')).toBeGreaterThan(count('in-bengaluru.bangalore-palace'));
    expect(count('in-bengaluru.mg-road')).toBeGreaterThan(
      count('in-bengaluru.bangalore-international-exhibition-centre'),
    );
  });

  it('refuses codes it has no hotel for', () => {
    expect(hotelByCode('in-bengaluru-0000')).toBeNull();
    expect(hotelByCode('in-bengaluru-2001')).toBeNull();
    expect(hotelByCode('xx-nowhere-0001')).toBeNull();
    expect(hotelByCode('Bengaluru')).toBeNull();
    expect(hotelContent('in-bengaluru-2001')).toEqual({ problem: 'hotelcode: not a hotel of this supplier' });
    expect(hotelContent('in-bengaluru-0007')).toBe(hotelByCode('in-bengaluru-0007'));
  });

  it('places the scenario hotels where their names say', () => {
    expect(hotelByCode(PRICE_RISE_HOTEL)).toMatchObject({
      name: 'Sandbox Rate Rise Hotel Hinjewadi',
      stars: 4,
      city: 'Pune',
      area: 'Hinjewadi',
      chain: null,
    });
    expect(hotelByCode(SOLD_OUT_HOTEL)).toMatchObject({
      name: 'Sandbox Last Room Hotel Andheri East',
      stars: 3,
      city: 'Mumbai',
      area: 'Andheri East',
    });
  });
});
