import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/domain/geo';
import { WIDE_CITY, soldCities, soldCity } from '../../server/suppliers/hotelier/cities';
import { nearestHotelCity, placeById, placesOf } from '../../server/suppliers/hotelier/places';

describe('sandbox hotelier: cities and places (docs/sandbox-hotels.md)', () => {
  it('sells in every hotel city of the reference data and in cities of large airports beyond them', () => {
    const cities = soldCities();
    expect(soldCity('in-bengaluru')).toMatchObject({
      city: 'Bengaluru',
      country: 'India',
      countrycode: 'IN',
      tier: 'wide',
    });
    expect(soldCity('in-navi-mumbai')).toMatchObject({ tier: 'large' });
    expect(soldCity('gb-london')).toMatchObject({ tier: 'business' });
    // Derived from the airports data: a city no hand-made list names.
    expect(cities.filter((c) => c.tier === 'small').length).toBeGreaterThan(100);
    expect(new Set(cities.map((c) => c.baseid)).size).toBe(cities.length);
    expect(WIDE_CITY).toBe('in-bengaluru');
  });

  it('lists each metro with its airport and popular places, as HotelCity places', () => {
    for (const city of [
      'in-bengaluru',
      'in-delhi',
      'in-gurugram',
      'in-noida',
      'in-mumbai',
      'in-hyderabad',
      'in-chennai',
      'in-kolkata',
      'in-pune',
      'sg-singapore',
      'ae-dubai',
      'gb-london',
    ]) {
      const places = placesOf(city);
      expect(places[0]).toMatchObject({ placetype: 'city', baseid: city });
      expect(places.filter((p) => p.placetype === 'landmark').length, city).toBeGreaterThanOrEqual(4);
      for (const p of places) expect(distanceKm(places[0]!, p), p.baseid).toBeLessThan(70);
    }
    expect(placesOf('in-bengaluru').find((p) => p.placetype === 'airport')).toMatchObject({
      baseid: 'in-bengaluru.airport-blr',
      placename: 'Kempegowda International Airport (BLR), Bengaluru, India',
    });
    expect(placeById('in-bengaluru.whitefield')).toMatchObject({
      placetype: 'landmark',
      kind: 'techpark',
      city: 'Bengaluru',
      cityid: 'in-bengaluru',
    });
    // DEL is Delhi's airport, though Gurugram's centre is about as near.
    expect(placeById('in-delhi.airport-del')?.cityid).toBe('in-delhi');
    expect(placesOf('xx-nowhere')).toEqual([]);
  });

  it('answers the nearest hotel city with its distance', () => {
    // Whitefield is about 17 km from Bengaluru's centre.
    expect(nearestHotelCity(12.9698, 77.75)).toEqual({
      hotelcity: {
        placetype: 'city',
        baseid: 'in-bengaluru',
        placename: 'Bengaluru, India',
        country: 'India',
        city: 'Bengaluru',
        lat: 12.9716,
        lon: 77.5946,
      },
      distancekm: 16.8,
    });
    expect(nearestHotelCity(28.495, 77.0895)).toMatchObject({ hotelcity: { baseid: 'in-gurugram' } });
    expect(nearestHotelCity(51.5155, -0.0922, 'gb')).toMatchObject({ hotelcity: { baseid: 'gb-london' } });
  });

  it('prefers the country asked for, and falls back to anywhere for a country it does not sell in', () => {
    const fromSingapore = nearestHotelCity(1.284, 103.8514, 'IN');
    expect(fromSingapore).toMatchObject({ hotelcity: { country: 'India' } });
    expect(nearestHotelCity(1.284, 103.8514, 'ZZ')).toMatchObject({ hotelcity: { baseid: 'sg-singapore' } });
  });

  it('refuses coordinates off the globe, naming the field', () => {
    expect(nearestHotelCity(91, 0)).toEqual({ problem: 'lat: must be a number from -90 to 90' });
    expect(nearestHotelCity(0, Number.NaN)).toEqual({ problem: 'lon: must be a number from -180 to 180' });
  });
});
